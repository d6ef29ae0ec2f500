; ModuleID = 'linked_list.c'
source_filename = "linked_list.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

%struct.entry = type { i16, i16, i8, i8 }
%struct.node = type { i32, %struct.node* }

@lru_tail = internal global i16 0, align 2
@lru_head = internal global i16 0, align 2
@where = internal global [64 x i8] zeroinitializer, align 1
@cache = internal global [16 x %struct.entry] zeroinitializer, align 2
@free_list = internal global %struct.node* null, align 4
@pool = internal global [96 x %struct.node] zeroinitializer, align 4
@used = internal global i32 0, align 4

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.node*, align 4
  %4 = alloca %struct.node*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.node*, align 4
  %9 = alloca %struct.node*, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32 -2128831035, i32* %1, align 4
  store i32 31337, i32* %2, align 4
  call void @pool_init() #2
  store %struct.node* null, %struct.node** %3, align 4
  store %struct.node* null, %struct.node** %4, align 4
  store i32 0, i32* %5, align 4
  br label %15

15:                                               ; preds = %32, %0
  %16 = load i32, i32* %5, align 4
  %17 = icmp slt i32 %16, 40
  br i1 %17, label %18, label %35

18:                                               ; preds = %15
  %19 = load i32, i32* %2, align 4
  %20 = mul i32 %19, 1103515245
  %21 = add i32 %20, 12345
  store i32 %21, i32* %2, align 4
  %22 = load i32, i32* %5, align 4
  %23 = and i32 %22, 1
  %24 = icmp ne i32 %23, 0
  br i1 %24, label %25, label %26

25:                                               ; preds = %18
  br label %27

26:                                               ; preds = %18
  br label %27

27:                                               ; preds = %26, %25
  %28 = phi %struct.node** [ %3, %25 ], [ %4, %26 ]
  %29 = load i32, i32* %2, align 4
  %30 = lshr i32 %29, 20
  %31 = sub nsw i32 %30, 2048
  call void @insert_sorted(%struct.node** noundef %28, i32 noundef %31) #2
  br label %32

32:                                               ; preds = %27
  %33 = load i32, i32* %5, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, i32* %5, align 4
  br label %15, !llvm.loop !3

35:                                               ; preds = %15
  store i32 0, i32* %6, align 4
  br label %36

36:                                               ; preds = %52, %35
  %37 = load i32, i32* %6, align 4
  %38 = icmp slt i32 %37, 30
  br i1 %38, label %39, label %55

39:                                               ; preds = %36
  %40 = load i32, i32* %2, align 4
  %41 = mul i32 %40, 1103515245
  %42 = add i32 %41, 12345
  store i32 %42, i32* %2, align 4
  %43 = load i32, i32* %2, align 4
  %44 = lshr i32 %43, 20
  %45 = sub nsw i32 %44, 2048
  store i32 %45, i32* %7, align 4
  %46 = load i32, i32* %7, align 4
  %47 = call i32 @remove_value(%struct.node** noundef %3, i32 noundef %46) #2
  %48 = icmp ne i32 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %39
  %50 = load i32, i32* %7, align 4
  call void @insert_sorted(%struct.node** noundef %3, i32 noundef %50) #2
  br label %51

51:                                               ; preds = %49, %39
  br label %52

52:                                               ; preds = %51
  %53 = load i32, i32* %6, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, i32* %6, align 4
  br label %36, !llvm.loop !5

55:                                               ; preds = %36
  %56 = load i32, i32* %1, align 4
  %57 = load %struct.node*, %struct.node** %3, align 4
  %58 = call i32 @list_hash(%struct.node* noundef %57) #2
  %59 = xor i32 %56, %58
  %60 = mul i32 %59, 16777619
  store i32 %60, i32* %1, align 4
  %61 = load i32, i32* %1, align 4
  %62 = load %struct.node*, %struct.node** %4, align 4
  %63 = call i32 @list_hash(%struct.node* noundef %62) #2
  %64 = xor i32 %61, %63
  %65 = mul i32 %64, 16777619
  store i32 %65, i32* %1, align 4
  %66 = load %struct.node*, %struct.node** %3, align 4
  %67 = load %struct.node*, %struct.node** %4, align 4
  %68 = call %struct.node* @merge(%struct.node* noundef %66, %struct.node* noundef %67) #2
  store %struct.node* %68, %struct.node** %8, align 4
  %69 = load %struct.node*, %struct.node** %8, align 4
  store %struct.node* %69, %struct.node** %9, align 4
  br label %70

70:                                               ; preds = %92, %55
  %71 = load %struct.node*, %struct.node** %9, align 4
  %72 = icmp ne %struct.node* %71, null
  br i1 %72, label %73, label %78

73:                                               ; preds = %70
  %74 = load %struct.node*, %struct.node** %9, align 4
  %75 = getelementptr inbounds %struct.node, %struct.node* %74, i32 0, i32 1
  %76 = load %struct.node*, %struct.node** %75, align 4
  %77 = icmp ne %struct.node* %76, null
  br label %78

78:                                               ; preds = %73, %70
  %79 = phi i1 [ false, %70 ], [ %77, %73 ]
  br i1 %79, label %80, label %96

80:                                               ; preds = %78
  %81 = load %struct.node*, %struct.node** %9, align 4
  %82 = getelementptr inbounds %struct.node, %struct.node* %81, i32 0, i32 0
  %83 = load i32, i32* %82, align 4
  %84 = load %struct.node*, %struct.node** %9, align 4
  %85 = getelementptr inbounds %struct.node, %struct.node* %84, i32 0, i32 1
  %86 = load %struct.node*, %struct.node** %85, align 4
  %87 = getelementptr inbounds %struct.node, %struct.node* %86, i32 0, i32 0
  %88 = load i32, i32* %87, align 4
  %89 = icmp sgt i32 %83, %88
  br i1 %89, label %90, label %91

90:                                               ; preds = %80
  call void @abort() #2
  br label %91

91:                                               ; preds = %90, %80
  br label %92

92:                                               ; preds = %91
  %93 = load %struct.node*, %struct.node** %9, align 4
  %94 = getelementptr inbounds %struct.node, %struct.node* %93, i32 0, i32 1
  %95 = load %struct.node*, %struct.node** %94, align 4
  store %struct.node* %95, %struct.node** %9, align 4
  br label %70, !llvm.loop !6

96:                                               ; preds = %78
  %97 = load i32, i32* %1, align 4
  %98 = load %struct.node*, %struct.node** %8, align 4
  %99 = call i32 @list_hash(%struct.node* noundef %98) #2
  %100 = xor i32 %97, %99
  %101 = mul i32 %100, 16777619
  store i32 %101, i32* %1, align 4
  %102 = load %struct.node*, %struct.node** %8, align 4
  %103 = call %struct.node* @reverse(%struct.node* noundef %102) #2
  store %struct.node* %103, %struct.node** %8, align 4
  %104 = load i32, i32* %1, align 4
  %105 = load %struct.node*, %struct.node** %8, align 4
  %106 = call i32 @list_hash(%struct.node* noundef %105) #2
  %107 = xor i32 %104, %106
  %108 = mul i32 %107, 16777619
  store i32 %108, i32* %1, align 4
  store i16 -1, i16* @lru_tail, align 2
  store i16 -1, i16* @lru_head, align 2
  store i32 0, i32* %10, align 4
  br label %109

109:                                              ; preds = %115, %96
  %110 = load i32, i32* %10, align 4
  %111 = icmp slt i32 %110, 64
  br i1 %111, label %112, label %118

112:                                              ; preds = %109
  %113 = load i32, i32* %10, align 4
  %114 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %113
  store i8 -1, i8* %114, align 1
  br label %115

115:                                              ; preds = %112
  %116 = load i32, i32* %10, align 4
  %117 = add nsw i32 %116, 1
  store i32 %117, i32* %10, align 4
  br label %109, !llvm.loop !7

118:                                              ; preds = %109
  store i32 0, i32* %11, align 4
  store i32 0, i32* %12, align 4
  br label %119

119:                                              ; preds = %140, %118
  %120 = load i32, i32* %12, align 4
  %121 = icmp slt i32 %120, 900
  br i1 %121, label %122, label %143

122:                                              ; preds = %119
  %123 = load i32, i32* %2, align 4
  %124 = mul i32 %123, 1103515245
  %125 = add i32 %124, 12345
  store i32 %125, i32* %2, align 4
  %126 = load i32, i32* %2, align 4
  %127 = lshr i32 %126, 16
  %128 = urem i32 %127, 64
  store i32 %128, i32* %13, align 4
  %129 = load i32, i32* %2, align 4
  %130 = and i32 %129, -2147483648
  %131 = icmp ne i32 %130, 0
  br i1 %131, label %132, label %135

132:                                              ; preds = %122
  %133 = load i32, i32* %13, align 4
  %134 = and i32 %133, 15
  store i32 %134, i32* %13, align 4
  br label %135

135:                                              ; preds = %132, %122
  %136 = load i32, i32* %13, align 4
  %137 = call i32 @access_key(i32 noundef %136) #2
  %138 = load i32, i32* %11, align 4
  %139 = add nsw i32 %138, %137
  store i32 %139, i32* %11, align 4
  br label %140

140:                                              ; preds = %135
  %141 = load i32, i32* %12, align 4
  %142 = add nsw i32 %141, 1
  store i32 %142, i32* %12, align 4
  br label %119, !llvm.loop !8

143:                                              ; preds = %119
  %144 = load i32, i32* %1, align 4
  %145 = load i32, i32* %11, align 4
  %146 = xor i32 %144, %145
  %147 = mul i32 %146, 16777619
  store i32 %147, i32* %1, align 4
  %148 = load i16, i16* @lru_head, align 2
  %149 = sext i16 %148 to i32
  store i32 %149, i32* %14, align 4
  br label %150

150:                                              ; preds = %169, %143
  %151 = load i32, i32* %14, align 4
  %152 = icmp sge i32 %151, 0
  br i1 %152, label %153, label %175

153:                                              ; preds = %150
  %154 = load i32, i32* %1, align 4
  %155 = load i32, i32* %14, align 4
  %156 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %155
  %157 = getelementptr inbounds %struct.entry, %struct.entry* %156, i32 0, i32 2
  %158 = load i8, i8* %157, align 2
  %159 = zext i8 %158 to i32
  %160 = xor i32 %154, %159
  %161 = load i32, i32* %14, align 4
  %162 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %161
  %163 = getelementptr inbounds %struct.entry, %struct.entry* %162, i32 0, i32 3
  %164 = load i8, i8* %163, align 1
  %165 = zext i8 %164 to i32
  %166 = shl i32 %165, 8
  %167 = xor i32 %160, %166
  %168 = mul i32 %167, 16777619
  store i32 %168, i32* %1, align 4
  br label %169

169:                                              ; preds = %153
  %170 = load i32, i32* %14, align 4
  %171 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %170
  %172 = getelementptr inbounds %struct.entry, %struct.entry* %171, i32 0, i32 1
  %173 = load i16, i16* %172, align 2
  %174 = sext i16 %173 to i32
  store i32 %174, i32* %14, align 4
  br label %150, !llvm.loop !9

175:                                              ; preds = %150
  %176 = load i32, i32* %1, align 4
  %177 = and i32 %176, 2147483647
  ret i32 %177
}

; Function Attrs: noinline nounwind optnone
define internal void @pool_init() #0 {
  %1 = alloca i32, align 4
  store %struct.node* null, %struct.node** @free_list, align 4
  store i32 95, i32* %1, align 4
  br label %2

2:                                                ; preds = %12, %0
  %3 = load i32, i32* %1, align 4
  %4 = icmp sge i32 %3, 0
  br i1 %4, label %5, label %15

5:                                                ; preds = %2
  %6 = load %struct.node*, %struct.node** @free_list, align 4
  %7 = load i32, i32* %1, align 4
  %8 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %7
  %9 = getelementptr inbounds %struct.node, %struct.node* %8, i32 0, i32 1
  store %struct.node* %6, %struct.node** %9, align 4
  %10 = load i32, i32* %1, align 4
  %11 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %10
  store %struct.node* %11, %struct.node** @free_list, align 4
  br label %12

12:                                               ; preds = %5
  %13 = load i32, i32* %1, align 4
  %14 = add nsw i32 %13, -1
  store i32 %14, i32* %1, align 4
  br label %2, !llvm.loop !10

15:                                               ; preds = %2
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @insert_sorted(%struct.node** noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.node**, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.node**, align 4
  %6 = alloca %struct.node*, align 4
  store %struct.node** %0, %struct.node*** %3, align 4
  store i32 %1, i32* %4, align 4
  %7 = load %struct.node**, %struct.node*** %3, align 4
  store %struct.node** %7, %struct.node*** %5, align 4
  br label %8

8:                                                ; preds = %21, %2
  %9 = load %struct.node**, %struct.node*** %5, align 4
  %10 = load %struct.node*, %struct.node** %9, align 4
  %11 = icmp ne %struct.node* %10, null
  br i1 %11, label %12, label %19

12:                                               ; preds = %8
  %13 = load %struct.node**, %struct.node*** %5, align 4
  %14 = load %struct.node*, %struct.node** %13, align 4
  %15 = getelementptr inbounds %struct.node, %struct.node* %14, i32 0, i32 0
  %16 = load i32, i32* %15, align 4
  %17 = load i32, i32* %4, align 4
  %18 = icmp slt i32 %16, %17
  br label %19

19:                                               ; preds = %12, %8
  %20 = phi i1 [ false, %8 ], [ %18, %12 ]
  br i1 %20, label %21, label %25

21:                                               ; preds = %19
  %22 = load %struct.node**, %struct.node*** %5, align 4
  %23 = load %struct.node*, %struct.node** %22, align 4
  %24 = getelementptr inbounds %struct.node, %struct.node* %23, i32 0, i32 1
  store %struct.node** %24, %struct.node*** %5, align 4
  br label %8, !llvm.loop !11

25:                                               ; preds = %19
  %26 = load i32, i32* %4, align 4
  %27 = call %struct.node* @alloc_node(i32 noundef %26) #2
  store %struct.node* %27, %struct.node** %6, align 4
  %28 = load %struct.node**, %struct.node*** %5, align 4
  %29 = load %struct.node*, %struct.node** %28, align 4
  %30 = load %struct.node*, %struct.node** %6, align 4
  %31 = getelementptr inbounds %struct.node, %struct.node* %30, i32 0, i32 1
  store %struct.node* %29, %struct.node** %31, align 4
  %32 = load %struct.node*, %struct.node** %6, align 4
  %33 = load %struct.node**, %struct.node*** %5, align 4
  store %struct.node* %32, %struct.node** %33, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @remove_value(%struct.node** noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.node**, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.node**, align 4
  %7 = alloca %struct.node*, align 4
  store %struct.node** %0, %struct.node*** %4, align 4
  store i32 %1, i32* %5, align 4
  %8 = load %struct.node**, %struct.node*** %4, align 4
  store %struct.node** %8, %struct.node*** %6, align 4
  br label %9

9:                                                ; preds = %29, %2
  %10 = load %struct.node**, %struct.node*** %6, align 4
  %11 = load %struct.node*, %struct.node** %10, align 4
  %12 = icmp ne %struct.node* %11, null
  br i1 %12, label %13, label %33

13:                                               ; preds = %9
  %14 = load %struct.node**, %struct.node*** %6, align 4
  %15 = load %struct.node*, %struct.node** %14, align 4
  %16 = getelementptr inbounds %struct.node, %struct.node* %15, i32 0, i32 0
  %17 = load i32, i32* %16, align 4
  %18 = load i32, i32* %5, align 4
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %28

20:                                               ; preds = %13
  %21 = load %struct.node**, %struct.node*** %6, align 4
  %22 = load %struct.node*, %struct.node** %21, align 4
  store %struct.node* %22, %struct.node** %7, align 4
  %23 = load %struct.node*, %struct.node** %7, align 4
  %24 = getelementptr inbounds %struct.node, %struct.node* %23, i32 0, i32 1
  %25 = load %struct.node*, %struct.node** %24, align 4
  %26 = load %struct.node**, %struct.node*** %6, align 4
  store %struct.node* %25, %struct.node** %26, align 4
  %27 = load %struct.node*, %struct.node** %7, align 4
  call void @free_node(%struct.node* noundef %27) #2
  store i32 1, i32* %3, align 4
  br label %34

28:                                               ; preds = %13
  br label %29

29:                                               ; preds = %28
  %30 = load %struct.node**, %struct.node*** %6, align 4
  %31 = load %struct.node*, %struct.node** %30, align 4
  %32 = getelementptr inbounds %struct.node, %struct.node* %31, i32 0, i32 1
  store %struct.node** %32, %struct.node*** %6, align 4
  br label %9, !llvm.loop !12

33:                                               ; preds = %9
  store i32 0, i32* %3, align 4
  br label %34

34:                                               ; preds = %33, %20
  %35 = load i32, i32* %3, align 4
  ret i32 %35
}

; Function Attrs: noinline nounwind optnone
define internal i32 @list_hash(%struct.node* noundef %0) #0 {
  %2 = alloca %struct.node*, align 4
  %3 = alloca i32, align 4
  store %struct.node* %0, %struct.node** %2, align 4
  store i32 -2128831035, i32* %3, align 4
  br label %4

4:                                                ; preds = %14, %1
  %5 = load %struct.node*, %struct.node** %2, align 4
  %6 = icmp ne %struct.node* %5, null
  br i1 %6, label %7, label %18

7:                                                ; preds = %4
  %8 = load i32, i32* %3, align 4
  %9 = load %struct.node*, %struct.node** %2, align 4
  %10 = getelementptr inbounds %struct.node, %struct.node* %9, i32 0, i32 0
  %11 = load i32, i32* %10, align 4
  %12 = xor i32 %8, %11
  %13 = mul i32 %12, 16777619
  store i32 %13, i32* %3, align 4
  br label %14

14:                                               ; preds = %7
  %15 = load %struct.node*, %struct.node** %2, align 4
  %16 = getelementptr inbounds %struct.node, %struct.node* %15, i32 0, i32 1
  %17 = load %struct.node*, %struct.node** %16, align 4
  store %struct.node* %17, %struct.node** %2, align 4
  br label %4, !llvm.loop !13

18:                                               ; preds = %4
  %19 = load i32, i32* %3, align 4
  ret i32 %19
}

; Function Attrs: noinline nounwind optnone
define internal %struct.node* @merge(%struct.node* noundef %0, %struct.node* noundef %1) #0 {
  %3 = alloca %struct.node*, align 4
  %4 = alloca %struct.node*, align 4
  %5 = alloca %struct.node, align 4
  %6 = alloca %struct.node*, align 4
  store %struct.node* %0, %struct.node** %3, align 4
  store %struct.node* %1, %struct.node** %4, align 4
  store %struct.node* %5, %struct.node** %6, align 4
  %7 = getelementptr inbounds %struct.node, %struct.node* %5, i32 0, i32 1
  store %struct.node* null, %struct.node** %7, align 4
  br label %8

8:                                                ; preds = %38, %2
  %9 = load %struct.node*, %struct.node** %3, align 4
  %10 = icmp ne %struct.node* %9, null
  br i1 %10, label %11, label %14

11:                                               ; preds = %8
  %12 = load %struct.node*, %struct.node** %4, align 4
  %13 = icmp ne %struct.node* %12, null
  br label %14

14:                                               ; preds = %11, %8
  %15 = phi i1 [ false, %8 ], [ %13, %11 ]
  br i1 %15, label %16, label %42

16:                                               ; preds = %14
  %17 = load %struct.node*, %struct.node** %3, align 4
  %18 = getelementptr inbounds %struct.node, %struct.node* %17, i32 0, i32 0
  %19 = load i32, i32* %18, align 4
  %20 = load %struct.node*, %struct.node** %4, align 4
  %21 = getelementptr inbounds %struct.node, %struct.node* %20, i32 0, i32 0
  %22 = load i32, i32* %21, align 4
  %23 = icmp sle i32 %19, %22
  br i1 %23, label %24, label %31

24:                                               ; preds = %16
  %25 = load %struct.node*, %struct.node** %3, align 4
  %26 = load %struct.node*, %struct.node** %6, align 4
  %27 = getelementptr inbounds %struct.node, %struct.node* %26, i32 0, i32 1
  store %struct.node* %25, %struct.node** %27, align 4
  %28 = load %struct.node*, %struct.node** %3, align 4
  %29 = getelementptr inbounds %struct.node, %struct.node* %28, i32 0, i32 1
  %30 = load %struct.node*, %struct.node** %29, align 4
  store %struct.node* %30, %struct.node** %3, align 4
  br label %38

31:                                               ; preds = %16
  %32 = load %struct.node*, %struct.node** %4, align 4
  %33 = load %struct.node*, %struct.node** %6, align 4
  %34 = getelementptr inbounds %struct.node, %struct.node* %33, i32 0, i32 1
  store %struct.node* %32, %struct.node** %34, align 4
  %35 = load %struct.node*, %struct.node** %4, align 4
  %36 = getelementptr inbounds %struct.node, %struct.node* %35, i32 0, i32 1
  %37 = load %struct.node*, %struct.node** %36, align 4
  store %struct.node* %37, %struct.node** %4, align 4
  br label %38

38:                                               ; preds = %31, %24
  %39 = load %struct.node*, %struct.node** %6, align 4
  %40 = getelementptr inbounds %struct.node, %struct.node* %39, i32 0, i32 1
  %41 = load %struct.node*, %struct.node** %40, align 4
  store %struct.node* %41, %struct.node** %6, align 4
  br label %8, !llvm.loop !14

42:                                               ; preds = %14
  %43 = load %struct.node*, %struct.node** %3, align 4
  %44 = icmp ne %struct.node* %43, null
  br i1 %44, label %45, label %47

45:                                               ; preds = %42
  %46 = load %struct.node*, %struct.node** %3, align 4
  br label %49

47:                                               ; preds = %42
  %48 = load %struct.node*, %struct.node** %4, align 4
  br label %49

49:                                               ; preds = %47, %45
  %50 = phi %struct.node* [ %46, %45 ], [ %48, %47 ]
  %51 = load %struct.node*, %struct.node** %6, align 4
  %52 = getelementptr inbounds %struct.node, %struct.node* %51, i32 0, i32 1
  store %struct.node* %50, %struct.node** %52, align 4
  %53 = getelementptr inbounds %struct.node, %struct.node* %5, i32 0, i32 1
  %54 = load %struct.node*, %struct.node** %53, align 4
  ret %struct.node* %54
}

declare dso_local void @abort() #1

; Function Attrs: noinline nounwind optnone
define internal %struct.node* @reverse(%struct.node* noundef %0) #0 {
  %2 = alloca %struct.node*, align 4
  %3 = alloca %struct.node*, align 4
  %4 = alloca %struct.node*, align 4
  store %struct.node* %0, %struct.node** %2, align 4
  store %struct.node* null, %struct.node** %3, align 4
  br label %5

5:                                                ; preds = %8, %1
  %6 = load %struct.node*, %struct.node** %2, align 4
  %7 = icmp ne %struct.node* %6, null
  br i1 %7, label %8, label %17

8:                                                ; preds = %5
  %9 = load %struct.node*, %struct.node** %2, align 4
  %10 = getelementptr inbounds %struct.node, %struct.node* %9, i32 0, i32 1
  %11 = load %struct.node*, %struct.node** %10, align 4
  store %struct.node* %11, %struct.node** %4, align 4
  %12 = load %struct.node*, %struct.node** %3, align 4
  %13 = load %struct.node*, %struct.node** %2, align 4
  %14 = getelementptr inbounds %struct.node, %struct.node* %13, i32 0, i32 1
  store %struct.node* %12, %struct.node** %14, align 4
  %15 = load %struct.node*, %struct.node** %2, align 4
  store %struct.node* %15, %struct.node** %3, align 4
  %16 = load %struct.node*, %struct.node** %4, align 4
  store %struct.node* %16, %struct.node** %2, align 4
  br label %5, !llvm.loop !15

17:                                               ; preds = %5
  %18 = load %struct.node*, %struct.node** %3, align 4
  ret %struct.node* %18
}

; Function Attrs: noinline nounwind optnone
define internal i32 @access_key(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %5 = load i32, i32* %3, align 4
  %6 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %5
  %7 = load i8, i8* %6, align 1
  %8 = sext i8 %7 to i32
  store i32 %8, i32* %4, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp sge i32 %9, 0
  br i1 %10, label %11, label %19

11:                                               ; preds = %1
  %12 = load i32, i32* %4, align 4
  %13 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %12
  %14 = getelementptr inbounds %struct.entry, %struct.entry* %13, i32 0, i32 3
  %15 = load i8, i8* %14, align 1
  %16 = add i8 %15, 1
  store i8 %16, i8* %14, align 1
  %17 = load i32, i32* %4, align 4
  call void @unlink_slot(i32 noundef %17) #2
  %18 = load i32, i32* %4, align 4
  call void @push_front(i32 noundef %18) #2
  store i32 1, i32* %2, align 4
  br label %49

19:                                               ; preds = %1
  %20 = load i32, i32* @used, align 4
  %21 = icmp slt i32 %20, 16
  br i1 %21, label %22, label %25

22:                                               ; preds = %19
  %23 = load i32, i32* @used, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, i32* @used, align 4
  store i32 %23, i32* %4, align 4
  br label %35

25:                                               ; preds = %19
  %26 = load i16, i16* @lru_tail, align 2
  %27 = sext i16 %26 to i32
  store i32 %27, i32* %4, align 4
  %28 = load i32, i32* %4, align 4
  call void @unlink_slot(i32 noundef %28) #2
  %29 = load i32, i32* %4, align 4
  %30 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %29
  %31 = getelementptr inbounds %struct.entry, %struct.entry* %30, i32 0, i32 2
  %32 = load i8, i8* %31, align 2
  %33 = zext i8 %32 to i32
  %34 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %33
  store i8 -1, i8* %34, align 1
  br label %35

35:                                               ; preds = %25, %22
  %36 = load i32, i32* %3, align 4
  %37 = trunc i32 %36 to i8
  %38 = load i32, i32* %4, align 4
  %39 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %38
  %40 = getelementptr inbounds %struct.entry, %struct.entry* %39, i32 0, i32 2
  store i8 %37, i8* %40, align 2
  %41 = load i32, i32* %4, align 4
  %42 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %41
  %43 = getelementptr inbounds %struct.entry, %struct.entry* %42, i32 0, i32 3
  store i8 0, i8* %43, align 1
  %44 = load i32, i32* %4, align 4
  %45 = trunc i32 %44 to i8
  %46 = load i32, i32* %3, align 4
  %47 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %46
  store i8 %45, i8* %47, align 1
  %48 = load i32, i32* %4, align 4
  call void @push_front(i32 noundef %48) #2
  store i32 0, i32* %2, align 4
  br label %49

49:                                               ; preds = %35, %11
  %50 = load i32, i32* %2, align 4
  ret i32 %50
}

; Function Attrs: noinline nounwind optnone
define internal %struct.node* @alloc_node(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.node*, align 4
  store i32 %0, i32* %2, align 4
  %4 = load %struct.node*, %struct.node** @free_list, align 4
  store %struct.node* %4, %struct.node** %3, align 4
  %5 = load %struct.node*, %struct.node** %3, align 4
  %6 = icmp ne %struct.node* %5, null
  br i1 %6, label %8, label %7

7:                                                ; preds = %1
  call void @abort() #2
  br label %8

8:                                                ; preds = %7, %1
  %9 = load %struct.node*, %struct.node** %3, align 4
  %10 = getelementptr inbounds %struct.node, %struct.node* %9, i32 0, i32 1
  %11 = load %struct.node*, %struct.node** %10, align 4
  store %struct.node* %11, %struct.node** @free_list, align 4
  %12 = load i32, i32* %2, align 4
  %13 = load %struct.node*, %struct.node** %3, align 4
  %14 = getelementptr inbounds %struct.node, %struct.node* %13, i32 0, i32 0
  store i32 %12, i32* %14, align 4
  %15 = load %struct.node*, %struct.node** %3, align 4
  %16 = getelementptr inbounds %struct.node, %struct.node* %15, i32 0, i32 1
  store %struct.node* null, %struct.node** %16, align 4
  %17 = load %struct.node*, %struct.node** %3, align 4
  ret %struct.node* %17
}

; Function Attrs: noinline nounwind optnone
define internal void @free_node(%struct.node* noundef %0) #0 {
  %2 = alloca %struct.node*, align 4
  store %struct.node* %0, %struct.node** %2, align 4
  %3 = load %struct.node*, %struct.node** @free_list, align 4
  %4 = load %struct.node*, %struct.node** %2, align 4
  %5 = getelementptr inbounds %struct.node, %struct.node* %4, i32 0, i32 1
  store %struct.node* %3, %struct.node** %5, align 4
  %6 = load %struct.node*, %struct.node** %2, align 4
  store %struct.node* %6, %struct.node** @free_list, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @unlink_slot(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %3
  %5 = getelementptr inbounds %struct.entry, %struct.entry* %4, i32 0, i32 0
  %6 = load i16, i16* %5, align 2
  %7 = sext i16 %6 to i32
  %8 = icmp sge i32 %7, 0
  br i1 %8, label %9, label %21

9:                                                ; preds = %1
  %10 = load i32, i32* %2, align 4
  %11 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %10
  %12 = getelementptr inbounds %struct.entry, %struct.entry* %11, i32 0, i32 1
  %13 = load i16, i16* %12, align 2
  %14 = load i32, i32* %2, align 4
  %15 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %14
  %16 = getelementptr inbounds %struct.entry, %struct.entry* %15, i32 0, i32 0
  %17 = load i16, i16* %16, align 2
  %18 = sext i16 %17 to i32
  %19 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %18
  %20 = getelementptr inbounds %struct.entry, %struct.entry* %19, i32 0, i32 1
  store i16 %13, i16* %20, align 2
  br label %26

21:                                               ; preds = %1
  %22 = load i32, i32* %2, align 4
  %23 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %22
  %24 = getelementptr inbounds %struct.entry, %struct.entry* %23, i32 0, i32 1
  %25 = load i16, i16* %24, align 2
  store i16 %25, i16* @lru_head, align 2
  br label %26

26:                                               ; preds = %21, %9
  %27 = load i32, i32* %2, align 4
  %28 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %27
  %29 = getelementptr inbounds %struct.entry, %struct.entry* %28, i32 0, i32 1
  %30 = load i16, i16* %29, align 2
  %31 = sext i16 %30 to i32
  %32 = icmp sge i32 %31, 0
  br i1 %32, label %33, label %45

33:                                               ; preds = %26
  %34 = load i32, i32* %2, align 4
  %35 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %34
  %36 = getelementptr inbounds %struct.entry, %struct.entry* %35, i32 0, i32 0
  %37 = load i16, i16* %36, align 2
  %38 = load i32, i32* %2, align 4
  %39 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %38
  %40 = getelementptr inbounds %struct.entry, %struct.entry* %39, i32 0, i32 1
  %41 = load i16, i16* %40, align 2
  %42 = sext i16 %41 to i32
  %43 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %42
  %44 = getelementptr inbounds %struct.entry, %struct.entry* %43, i32 0, i32 0
  store i16 %37, i16* %44, align 2
  br label %50

45:                                               ; preds = %26
  %46 = load i32, i32* %2, align 4
  %47 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %46
  %48 = getelementptr inbounds %struct.entry, %struct.entry* %47, i32 0, i32 0
  %49 = load i16, i16* %48, align 2
  store i16 %49, i16* @lru_tail, align 2
  br label %50

50:                                               ; preds = %45, %33
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @push_front(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %3
  %5 = getelementptr inbounds %struct.entry, %struct.entry* %4, i32 0, i32 0
  store i16 -1, i16* %5, align 2
  %6 = load i16, i16* @lru_head, align 2
  %7 = load i32, i32* %2, align 4
  %8 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %7
  %9 = getelementptr inbounds %struct.entry, %struct.entry* %8, i32 0, i32 1
  store i16 %6, i16* %9, align 2
  %10 = load i16, i16* @lru_head, align 2
  %11 = sext i16 %10 to i32
  %12 = icmp sge i32 %11, 0
  br i1 %12, label %13, label %20

13:                                               ; preds = %1
  %14 = load i32, i32* %2, align 4
  %15 = trunc i32 %14 to i16
  %16 = load i16, i16* @lru_head, align 2
  %17 = sext i16 %16 to i32
  %18 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %17
  %19 = getelementptr inbounds %struct.entry, %struct.entry* %18, i32 0, i32 0
  store i16 %15, i16* %19, align 2
  br label %20

20:                                               ; preds = %13, %1
  %21 = load i32, i32* %2, align 4
  %22 = trunc i32 %21 to i16
  store i16 %22, i16* @lru_head, align 2
  %23 = load i16, i16* @lru_tail, align 2
  %24 = sext i16 %23 to i32
  %25 = icmp slt i32 %24, 0
  br i1 %25, label %26, label %29

26:                                               ; preds = %20
  %27 = load i32, i32* %2, align 4
  %28 = trunc i32 %27 to i16
  store i16 %28, i16* @lru_tail, align 2
  br label %29

29:                                               ; preds = %26, %20
  ret void
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{!"Debian clang version 14.0.6"}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.mustprogress"}
!5 = distinct !{!5, !4}
!6 = distinct !{!6, !4}
!7 = distinct !{!7, !4}
!8 = distinct !{!8, !4}
!9 = distinct !{!9, !4}
!10 = distinct !{!10, !4}
!11 = distinct !{!11, !4}
!12 = distinct !{!12, !4}
!13 = distinct !{!13, !4}
!14 = distinct !{!14, !4}
!15 = distinct !{!15, !4}
