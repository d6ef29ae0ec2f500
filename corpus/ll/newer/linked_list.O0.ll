; ModuleID = 'linked_list.c'
source_filename = "linked_list.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.entry = type { i16, i16, i8, i8 }
%struct.node = type { i32, ptr }

@lru_tail = internal global i16 0, align 2
@lru_head = internal global i16 0, align 2
@where = internal global [64 x i8] zeroinitializer, align 16
@cache = internal global [16 x %struct.entry] zeroinitializer, align 16
@free_list = internal global ptr null, align 8
@pool = internal global [96 x %struct.node] zeroinitializer, align 16
@used = internal global i32 0, align 4

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32 -2128831035, ptr %1, align 4
  store i32 31337, ptr %2, align 4
  call void @pool_init() #2
  store ptr null, ptr %3, align 8
  store ptr null, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %15

15:                                               ; preds = %32, %0
  %16 = load i32, ptr %5, align 4
  %17 = icmp slt i32 %16, 40
  br i1 %17, label %18, label %35

18:                                               ; preds = %15
  %19 = load i32, ptr %2, align 4
  %20 = mul i32 %19, 1103515245
  %21 = add i32 %20, 12345
  store i32 %21, ptr %2, align 4
  %22 = load i32, ptr %5, align 4
  %23 = and i32 %22, 1
  %24 = icmp ne i32 %23, 0
  br i1 %24, label %25, label %26

25:                                               ; preds = %18
  br label %27

26:                                               ; preds = %18
  br label %27

27:                                               ; preds = %26, %25
  %28 = phi ptr [ %3, %25 ], [ %4, %26 ]
  %29 = load i32, ptr %2, align 4
  %30 = lshr i32 %29, 20
  %31 = sub nsw i32 %30, 2048
  call void @insert_sorted(ptr noundef %28, i32 noundef %31) #2
  br label %32

32:                                               ; preds = %27
  %33 = load i32, ptr %5, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %5, align 4
  br label %15, !llvm.loop !2

35:                                               ; preds = %15
  store i32 0, ptr %6, align 4
  br label %36

36:                                               ; preds = %52, %35
  %37 = load i32, ptr %6, align 4
  %38 = icmp slt i32 %37, 30
  br i1 %38, label %39, label %55

39:                                               ; preds = %36
  %40 = load i32, ptr %2, align 4
  %41 = mul i32 %40, 1103515245
  %42 = add i32 %41, 12345
  store i32 %42, ptr %2, align 4
  %43 = load i32, ptr %2, align 4
  %44 = lshr i32 %43, 20
  %45 = sub nsw i32 %44, 2048
  store i32 %45, ptr %7, align 4
  %46 = load i32, ptr %7, align 4
  %47 = call i32 @remove_value(ptr noundef %3, i32 noundef %46) #2
  %48 = icmp ne i32 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %39
  %50 = load i32, ptr %7, align 4
  call void @insert_sorted(ptr noundef %3, i32 noundef %50) #2
  br label %51

51:                                               ; preds = %49, %39
  br label %52

52:                                               ; preds = %51
  %53 = load i32, ptr %6, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %6, align 4
  br label %36, !llvm.loop !4

55:                                               ; preds = %36
  %56 = load i32, ptr %1, align 4
  %57 = load ptr, ptr %3, align 8
  %58 = call i32 @list_hash(ptr noundef %57) #2
  %59 = xor i32 %56, %58
  %60 = mul i32 %59, 16777619
  store i32 %60, ptr %1, align 4
  %61 = load i32, ptr %1, align 4
  %62 = load ptr, ptr %4, align 8
  %63 = call i32 @list_hash(ptr noundef %62) #2
  %64 = xor i32 %61, %63
  %65 = mul i32 %64, 16777619
  store i32 %65, ptr %1, align 4
  %66 = load ptr, ptr %3, align 8
  %67 = load ptr, ptr %4, align 8
  %68 = call ptr @merge(ptr noundef %66, ptr noundef %67) #2
  store ptr %68, ptr %8, align 8
  %69 = load ptr, ptr %8, align 8
  store ptr %69, ptr %9, align 8
  br label %70

70:                                               ; preds = %92, %55
  %71 = load ptr, ptr %9, align 8
  %72 = icmp ne ptr %71, null
  br i1 %72, label %73, label %78

73:                                               ; preds = %70
  %74 = load ptr, ptr %9, align 8
  %75 = getelementptr inbounds %struct.node, ptr %74, i32 0, i32 1
  %76 = load ptr, ptr %75, align 8
  %77 = icmp ne ptr %76, null
  br label %78

78:                                               ; preds = %73, %70
  %79 = phi i1 [ false, %70 ], [ %77, %73 ]
  br i1 %79, label %80, label %96

80:                                               ; preds = %78
  %81 = load ptr, ptr %9, align 8
  %82 = getelementptr inbounds %struct.node, ptr %81, i32 0, i32 0
  %83 = load i32, ptr %82, align 8
  %84 = load ptr, ptr %9, align 8
  %85 = getelementptr inbounds %struct.node, ptr %84, i32 0, i32 1
  %86 = load ptr, ptr %85, align 8
  %87 = getelementptr inbounds %struct.node, ptr %86, i32 0, i32 0
  %88 = load i32, ptr %87, align 8
  %89 = icmp sgt i32 %83, %88
  br i1 %89, label %90, label %91

90:                                               ; preds = %80
  call void @abort() #2
  br label %91

91:                                               ; preds = %90, %80
  br label %92

92:                                               ; preds = %91
  %93 = load ptr, ptr %9, align 8
  %94 = getelementptr inbounds %struct.node, ptr %93, i32 0, i32 1
  %95 = load ptr, ptr %94, align 8
  store ptr %95, ptr %9, align 8
  br label %70, !llvm.loop !5

96:                                               ; preds = %78
  %97 = load i32, ptr %1, align 4
  %98 = load ptr, ptr %8, align 8
  %99 = call i32 @list_hash(ptr noundef %98) #2
  %100 = xor i32 %97, %99
  %101 = mul i32 %100, 16777619
  store i32 %101, ptr %1, align 4
  %102 = load ptr, ptr %8, align 8
  %103 = call ptr @reverse(ptr noundef %102) #2
  store ptr %103, ptr %8, align 8
  %104 = load i32, ptr %1, align 4
  %105 = load ptr, ptr %8, align 8
  %106 = call i32 @list_hash(ptr noundef %105) #2
  %107 = xor i32 %104, %106
  %108 = mul i32 %107, 16777619
  store i32 %108, ptr %1, align 4
  store i16 -1, ptr @lru_tail, align 2
  store i16 -1, ptr @lru_head, align 2
  store i32 0, ptr %10, align 4
  br label %109

109:                                              ; preds = %116, %96
  %110 = load i32, ptr %10, align 4
  %111 = icmp slt i32 %110, 64
  br i1 %111, label %112, label %119

112:                                              ; preds = %109
  %113 = load i32, ptr %10, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [64 x i8], ptr @where, i64 0, i64 %114
  store i8 -1, ptr %115, align 1
  br label %116

116:                                              ; preds = %112
  %117 = load i32, ptr %10, align 4
  %118 = add nsw i32 %117, 1
  store i32 %118, ptr %10, align 4
  br label %109, !llvm.loop !6

119:                                              ; preds = %109
  store i32 0, ptr %11, align 4
  store i32 0, ptr %12, align 4
  br label %120

120:                                              ; preds = %141, %119
  %121 = load i32, ptr %12, align 4
  %122 = icmp slt i32 %121, 900
  br i1 %122, label %123, label %144

123:                                              ; preds = %120
  %124 = load i32, ptr %2, align 4
  %125 = mul i32 %124, 1103515245
  %126 = add i32 %125, 12345
  store i32 %126, ptr %2, align 4
  %127 = load i32, ptr %2, align 4
  %128 = lshr i32 %127, 16
  %129 = urem i32 %128, 64
  store i32 %129, ptr %13, align 4
  %130 = load i32, ptr %2, align 4
  %131 = and i32 %130, -2147483648
  %132 = icmp ne i32 %131, 0
  br i1 %132, label %133, label %136

133:                                              ; preds = %123
  %134 = load i32, ptr %13, align 4
  %135 = and i32 %134, 15
  store i32 %135, ptr %13, align 4
  br label %136

136:                                              ; preds = %133, %123
  %137 = load i32, ptr %13, align 4
  %138 = call i32 @access_key(i32 noundef %137) #2
  %139 = load i32, ptr %11, align 4
  %140 = add nsw i32 %139, %138
  store i32 %140, ptr %11, align 4
  br label %141

141:                                              ; preds = %136
  %142 = load i32, ptr %12, align 4
  %143 = add nsw i32 %142, 1
  store i32 %143, ptr %12, align 4
  br label %120, !llvm.loop !7

144:                                              ; preds = %120
  %145 = load i32, ptr %1, align 4
  %146 = load i32, ptr %11, align 4
  %147 = xor i32 %145, %146
  %148 = mul i32 %147, 16777619
  store i32 %148, ptr %1, align 4
  %149 = load i16, ptr @lru_head, align 2
  %150 = sext i16 %149 to i32
  store i32 %150, ptr %14, align 4
  br label %151

151:                                              ; preds = %172, %144
  %152 = load i32, ptr %14, align 4
  %153 = icmp sge i32 %152, 0
  br i1 %153, label %154, label %179

154:                                              ; preds = %151
  %155 = load i32, ptr %1, align 4
  %156 = load i32, ptr %14, align 4
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds [16 x %struct.entry], ptr @cache, i64 0, i64 %157
  %159 = getelementptr inbounds %struct.entry, ptr %158, i32 0, i32 2
  %160 = load i8, ptr %159, align 2
  %161 = zext i8 %160 to i32
  %162 = xor i32 %155, %161
  %163 = load i32, ptr %14, align 4
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds [16 x %struct.entry], ptr @cache, i64 0, i64 %164
  %166 = getelementptr inbounds %struct.entry, ptr %165, i32 0, i32 3
  %167 = load i8, ptr %166, align 1
  %168 = zext i8 %167 to i32
  %169 = shl i32 %168, 8
  %170 = xor i32 %162, %169
  %171 = mul i32 %170, 16777619
  store i32 %171, ptr %1, align 4
  br label %172

172:                                              ; preds = %154
  %173 = load i32, ptr %14, align 4
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds [16 x %struct.entry], ptr @cache, i64 0, i64 %174
  %176 = getelementptr inbounds %struct.entry, ptr %175, i32 0, i32 1
  %177 = load i16, ptr %176, align 2
  %178 = sext i16 %177 to i32
  store i32 %178, ptr %14, align 4
  br label %151, !llvm.loop !8

179:                                              ; preds = %151
  %180 = load i32, ptr %1, align 4
  %181 = and i32 %180, 2147483647
  ret i32 %181
}

; Function Attrs: noinline nounwind optnone
define internal void @pool_init() #0 {
  %1 = alloca i32, align 4
  store ptr null, ptr @free_list, align 8
  store i32 95, ptr %1, align 4
  br label %2

2:                                                ; preds = %14, %0
  %3 = load i32, ptr %1, align 4
  %4 = icmp sge i32 %3, 0
  br i1 %4, label %5, label %17

5:                                                ; preds = %2
  %6 = load ptr, ptr @free_list, align 8
  %7 = load i32, ptr %1, align 4
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [96 x %struct.node], ptr @pool, i64 0, i64 %8
  %10 = getelementptr inbounds %struct.node, ptr %9, i32 0, i32 1
  store ptr %6, ptr %10, align 8
  %11 = load i32, ptr %1, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [96 x %struct.node], ptr @pool, i64 0, i64 %12
  store ptr %13, ptr @free_list, align 8
  br label %14

14:                                               ; preds = %5
  %15 = load i32, ptr %1, align 4
  %16 = add nsw i32 %15, -1
  store i32 %16, ptr %1, align 4
  br label %2, !llvm.loop !9

17:                                               ; preds = %2
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @insert_sorted(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %7 = load ptr, ptr %3, align 8
  store ptr %7, ptr %5, align 8
  br label %8

8:                                                ; preds = %21, %2
  %9 = load ptr, ptr %5, align 8
  %10 = load ptr, ptr %9, align 8
  %11 = icmp ne ptr %10, null
  br i1 %11, label %12, label %19

12:                                               ; preds = %8
  %13 = load ptr, ptr %5, align 8
  %14 = load ptr, ptr %13, align 8
  %15 = getelementptr inbounds %struct.node, ptr %14, i32 0, i32 0
  %16 = load i32, ptr %15, align 8
  %17 = load i32, ptr %4, align 4
  %18 = icmp slt i32 %16, %17
  br label %19

19:                                               ; preds = %12, %8
  %20 = phi i1 [ false, %8 ], [ %18, %12 ]
  br i1 %20, label %21, label %25

21:                                               ; preds = %19
  %22 = load ptr, ptr %5, align 8
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr inbounds %struct.node, ptr %23, i32 0, i32 1
  store ptr %24, ptr %5, align 8
  br label %8, !llvm.loop !10

25:                                               ; preds = %19
  %26 = load i32, ptr %4, align 4
  %27 = call ptr @alloc_node(i32 noundef %26) #2
  store ptr %27, ptr %6, align 8
  %28 = load ptr, ptr %5, align 8
  %29 = load ptr, ptr %28, align 8
  %30 = load ptr, ptr %6, align 8
  %31 = getelementptr inbounds %struct.node, ptr %30, i32 0, i32 1
  store ptr %29, ptr %31, align 8
  %32 = load ptr, ptr %6, align 8
  %33 = load ptr, ptr %5, align 8
  store ptr %32, ptr %33, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @remove_value(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %8 = load ptr, ptr %4, align 8
  store ptr %8, ptr %6, align 8
  br label %9

9:                                                ; preds = %29, %2
  %10 = load ptr, ptr %6, align 8
  %11 = load ptr, ptr %10, align 8
  %12 = icmp ne ptr %11, null
  br i1 %12, label %13, label %33

13:                                               ; preds = %9
  %14 = load ptr, ptr %6, align 8
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr inbounds %struct.node, ptr %15, i32 0, i32 0
  %17 = load i32, ptr %16, align 8
  %18 = load i32, ptr %5, align 4
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %28

20:                                               ; preds = %13
  %21 = load ptr, ptr %6, align 8
  %22 = load ptr, ptr %21, align 8
  store ptr %22, ptr %7, align 8
  %23 = load ptr, ptr %7, align 8
  %24 = getelementptr inbounds %struct.node, ptr %23, i32 0, i32 1
  %25 = load ptr, ptr %24, align 8
  %26 = load ptr, ptr %6, align 8
  store ptr %25, ptr %26, align 8
  %27 = load ptr, ptr %7, align 8
  call void @free_node(ptr noundef %27) #2
  store i32 1, ptr %3, align 4
  br label %34

28:                                               ; preds = %13
  br label %29

29:                                               ; preds = %28
  %30 = load ptr, ptr %6, align 8
  %31 = load ptr, ptr %30, align 8
  %32 = getelementptr inbounds %struct.node, ptr %31, i32 0, i32 1
  store ptr %32, ptr %6, align 8
  br label %9, !llvm.loop !11

33:                                               ; preds = %9
  store i32 0, ptr %3, align 4
  br label %34

34:                                               ; preds = %33, %20
  %35 = load i32, ptr %3, align 4
  ret i32 %35
}

; Function Attrs: noinline nounwind optnone
define internal i32 @list_hash(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 -2128831035, ptr %3, align 4
  br label %4

4:                                                ; preds = %14, %1
  %5 = load ptr, ptr %2, align 8
  %6 = icmp ne ptr %5, null
  br i1 %6, label %7, label %18

7:                                                ; preds = %4
  %8 = load i32, ptr %3, align 4
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds %struct.node, ptr %9, i32 0, i32 0
  %11 = load i32, ptr %10, align 8
  %12 = xor i32 %8, %11
  %13 = mul i32 %12, 16777619
  store i32 %13, ptr %3, align 4
  br label %14

14:                                               ; preds = %7
  %15 = load ptr, ptr %2, align 8
  %16 = getelementptr inbounds %struct.node, ptr %15, i32 0, i32 1
  %17 = load ptr, ptr %16, align 8
  store ptr %17, ptr %2, align 8
  br label %4, !llvm.loop !12

18:                                               ; preds = %4
  %19 = load i32, ptr %3, align 4
  ret i32 %19
}

; Function Attrs: noinline nounwind optnone
define internal ptr @merge(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %struct.node, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store ptr %5, ptr %6, align 8
  %7 = getelementptr inbounds %struct.node, ptr %5, i32 0, i32 1
  store ptr null, ptr %7, align 8
  br label %8

8:                                                ; preds = %38, %2
  %9 = load ptr, ptr %3, align 8
  %10 = icmp ne ptr %9, null
  br i1 %10, label %11, label %14

11:                                               ; preds = %8
  %12 = load ptr, ptr %4, align 8
  %13 = icmp ne ptr %12, null
  br label %14

14:                                               ; preds = %11, %8
  %15 = phi i1 [ false, %8 ], [ %13, %11 ]
  br i1 %15, label %16, label %42

16:                                               ; preds = %14
  %17 = load ptr, ptr %3, align 8
  %18 = getelementptr inbounds %struct.node, ptr %17, i32 0, i32 0
  %19 = load i32, ptr %18, align 8
  %20 = load ptr, ptr %4, align 8
  %21 = getelementptr inbounds %struct.node, ptr %20, i32 0, i32 0
  %22 = load i32, ptr %21, align 8
  %23 = icmp sle i32 %19, %22
  br i1 %23, label %24, label %31

24:                                               ; preds = %16
  %25 = load ptr, ptr %3, align 8
  %26 = load ptr, ptr %6, align 8
  %27 = getelementptr inbounds %struct.node, ptr %26, i32 0, i32 1
  store ptr %25, ptr %27, align 8
  %28 = load ptr, ptr %3, align 8
  %29 = getelementptr inbounds %struct.node, ptr %28, i32 0, i32 1
  %30 = load ptr, ptr %29, align 8
  store ptr %30, ptr %3, align 8
  br label %38

31:                                               ; preds = %16
  %32 = load ptr, ptr %4, align 8
  %33 = load ptr, ptr %6, align 8
  %34 = getelementptr inbounds %struct.node, ptr %33, i32 0, i32 1
  store ptr %32, ptr %34, align 8
  %35 = load ptr, ptr %4, align 8
  %36 = getelementptr inbounds %struct.node, ptr %35, i32 0, i32 1
  %37 = load ptr, ptr %36, align 8
  store ptr %37, ptr %4, align 8
  br label %38

38:                                               ; preds = %31, %24
  %39 = load ptr, ptr %6, align 8
  %40 = getelementptr inbounds %struct.node, ptr %39, i32 0, i32 1
  %41 = load ptr, ptr %40, align 8
  store ptr %41, ptr %6, align 8
  br label %8, !llvm.loop !13

42:                                               ; preds = %14
  %43 = load ptr, ptr %3, align 8
  %44 = icmp ne ptr %43, null
  br i1 %44, label %45, label %47

45:                                               ; preds = %42
  %46 = load ptr, ptr %3, align 8
  br label %49

47:                                               ; preds = %42
  %48 = load ptr, ptr %4, align 8
  br label %49

49:                                               ; preds = %47, %45
  %50 = phi ptr [ %46, %45 ], [ %48, %47 ]
  %51 = load ptr, ptr %6, align 8
  %52 = getelementptr inbounds %struct.node, ptr %51, i32 0, i32 1
  store ptr %50, ptr %52, align 8
  %53 = getelementptr inbounds %struct.node, ptr %5, i32 0, i32 1
  %54 = load ptr, ptr %53, align 8
  ret ptr %54
}

declare dso_local void @abort() #1

; Function Attrs: noinline nounwind optnone
define internal ptr @reverse(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  store ptr null, ptr %3, align 8
  br label %5

5:                                                ; preds = %8, %1
  %6 = load ptr, ptr %2, align 8
  %7 = icmp ne ptr %6, null
  br i1 %7, label %8, label %17

8:                                                ; preds = %5
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds %struct.node, ptr %9, i32 0, i32 1
  %11 = load ptr, ptr %10, align 8
  store ptr %11, ptr %4, align 8
  %12 = load ptr, ptr %3, align 8
  %13 = load ptr, ptr %2, align 8
  %14 = getelementptr inbounds %struct.node, ptr %13, i32 0, i32 1
  store ptr %12, ptr %14, align 8
  %15 = load ptr, ptr %2, align 8
  store ptr %15, ptr %3, align 8
  %16 = load ptr, ptr %4, align 8
  store ptr %16, ptr %2, align 8
  br label %5, !llvm.loop !14

17:                                               ; preds = %5
  %18 = load ptr, ptr %3, align 8
  ret ptr %18
}

; Function Attrs: noinline nounwind optnone
define internal i32 @access_key(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %5 = load i32, ptr %3, align 4
  %6 = zext i32 %5 to i64
  %7 = getelementptr inbounds [64 x i8], ptr @where, i64 0, i64 %6
  %8 = load i8, ptr %7, align 1
  %9 = sext i8 %8 to i32
  store i32 %9, ptr %4, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp sge i32 %10, 0
  br i1 %11, label %12, label %21

12:                                               ; preds = %1
  %13 = load i32, ptr %4, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [16 x %struct.entry], ptr @cache, i64 0, i64 %14
  %16 = getelementptr inbounds %struct.entry, ptr %15, i32 0, i32 3
  %17 = load i8, ptr %16, align 1
  %18 = add i8 %17, 1
  store i8 %18, ptr %16, align 1
  %19 = load i32, ptr %4, align 4
  call void @unlink_slot(i32 noundef %19) #2
  %20 = load i32, ptr %4, align 4
  call void @push_front(i32 noundef %20) #2
  store i32 1, ptr %2, align 4
  br label %55

21:                                               ; preds = %1
  %22 = load i32, ptr @used, align 4
  %23 = icmp slt i32 %22, 16
  br i1 %23, label %24, label %27

24:                                               ; preds = %21
  %25 = load i32, ptr @used, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr @used, align 4
  store i32 %25, ptr %4, align 4
  br label %38

27:                                               ; preds = %21
  %28 = load i16, ptr @lru_tail, align 2
  %29 = sext i16 %28 to i32
  store i32 %29, ptr %4, align 4
  %30 = load i32, ptr %4, align 4
  call void @unlink_slot(i32 noundef %30) #2
  %31 = load i32, ptr %4, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [16 x %struct.entry], ptr @cache, i64 0, i64 %32
  %34 = getelementptr inbounds %struct.entry, ptr %33, i32 0, i32 2
  %35 = load i8, ptr %34, align 2
  %36 = zext i8 %35 to i64
  %37 = getelementptr inbounds [64 x i8], ptr @where, i64 0, i64 %36
  store i8 -1, ptr %37, align 1
  br label %38

38:                                               ; preds = %27, %24
  %39 = load i32, ptr %3, align 4
  %40 = trunc i32 %39 to i8
  %41 = load i32, ptr %4, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [16 x %struct.entry], ptr @cache, i64 0, i64 %42
  %44 = getelementptr inbounds %struct.entry, ptr %43, i32 0, i32 2
  store i8 %40, ptr %44, align 2
  %45 = load i32, ptr %4, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [16 x %struct.entry], ptr @cache, i64 0, i64 %46
  %48 = getelementptr inbounds %struct.entry, ptr %47, i32 0, i32 3
  store i8 0, ptr %48, align 1
  %49 = load i32, ptr %4, align 4
  %50 = trunc i32 %49 to i8
  %51 = load i32, ptr %3, align 4
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds [64 x i8], ptr @where, i64 0, i64 %52
  store i8 %50, ptr %53, align 1
  %54 = load i32, ptr %4, align 4
  call void @push_front(i32 noundef %54) #2
  store i32 0, ptr %2, align 4
  br label %55

55:                                               ; preds = %38, %12
  %56 = load i32, ptr %2, align 4
  ret i32 %56
}

; Function Attrs: noinline nounwind optnone
define internal ptr @alloc_node(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  store i32 %0, ptr %2, align 4
  %4 = load ptr, ptr @free_list, align 8
  store ptr %4, ptr %3, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = icmp ne ptr %5, null
  br i1 %6, label %8, label %7

7:                                                ; preds = %1
  call void @abort() #2
  br label %8

8:                                                ; preds = %7, %1
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds %struct.node, ptr %9, i32 0, i32 1
  %11 = load ptr, ptr %10, align 8
  store ptr %11, ptr @free_list, align 8
  %12 = load i32, ptr %2, align 4
  %13 = load ptr, ptr %3, align 8
  %14 = getelementptr inbounds %struct.node, ptr %13, i32 0, i32 0
  store i32 %12, ptr %14, align 8
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds %struct.node, ptr %15, i32 0, i32 1
  store ptr null, ptr %16, align 8
  %17 = load ptr, ptr %3, align 8
  ret ptr %17
}

; Function Attrs: noinline nounwind optnone
define internal void @free_node(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr @free_list, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds %struct.node, ptr %4, i32 0, i32 1
  store ptr %3, ptr %5, align 8
  %6 = load ptr, ptr %2, align 8
  store ptr %6, ptr @free_list, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @unlink_slot(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sext i32 %3 to i64
  %5 = getelementptr inbounds [16 x %struct.entry], ptr @cache, i64 0, i64 %4
  %6 = getelementptr inbounds %struct.entry, ptr %5, i32 0, i32 0
  %7 = load i16, ptr %6, align 2
  %8 = sext i16 %7 to i32
  %9 = icmp sge i32 %8, 0
  br i1 %9, label %10, label %24

10:                                               ; preds = %1
  %11 = load i32, ptr %2, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [16 x %struct.entry], ptr @cache, i64 0, i64 %12
  %14 = getelementptr inbounds %struct.entry, ptr %13, i32 0, i32 1
  %15 = load i16, ptr %14, align 2
  %16 = load i32, ptr %2, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [16 x %struct.entry], ptr @cache, i64 0, i64 %17
  %19 = getelementptr inbounds %struct.entry, ptr %18, i32 0, i32 0
  %20 = load i16, ptr %19, align 2
  %21 = sext i16 %20 to i64
  %22 = getelementptr inbounds [16 x %struct.entry], ptr @cache, i64 0, i64 %21
  %23 = getelementptr inbounds %struct.entry, ptr %22, i32 0, i32 1
  store i16 %15, ptr %23, align 2
  br label %30

24:                                               ; preds = %1
  %25 = load i32, ptr %2, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [16 x %struct.entry], ptr @cache, i64 0, i64 %26
  %28 = getelementptr inbounds %struct.entry, ptr %27, i32 0, i32 1
  %29 = load i16, ptr %28, align 2
  store i16 %29, ptr @lru_head, align 2
  br label %30

30:                                               ; preds = %24, %10
  %31 = load i32, ptr %2, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [16 x %struct.entry], ptr @cache, i64 0, i64 %32
  %34 = getelementptr inbounds %struct.entry, ptr %33, i32 0, i32 1
  %35 = load i16, ptr %34, align 2
  %36 = sext i16 %35 to i32
  %37 = icmp sge i32 %36, 0
  br i1 %37, label %38, label %52

38:                                               ; preds = %30
  %39 = load i32, ptr %2, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [16 x %struct.entry], ptr @cache, i64 0, i64 %40
  %42 = getelementptr inbounds %struct.entry, ptr %41, i32 0, i32 0
  %43 = load i16, ptr %42, align 2
  %44 = load i32, ptr %2, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [16 x %struct.entry], ptr @cache, i64 0, i64 %45
  %47 = getelementptr inbounds %struct.entry, ptr %46, i32 0, i32 1
  %48 = load i16, ptr %47, align 2
  %49 = sext i16 %48 to i64
  %50 = getelementptr inbounds [16 x %struct.entry], ptr @cache, i64 0, i64 %49
  %51 = getelementptr inbounds %struct.entry, ptr %50, i32 0, i32 0
  store i16 %43, ptr %51, align 2
  br label %58

52:                                               ; preds = %30
  %53 = load i32, ptr %2, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [16 x %struct.entry], ptr @cache, i64 0, i64 %54
  %56 = getelementptr inbounds %struct.entry, ptr %55, i32 0, i32 0
  %57 = load i16, ptr %56, align 2
  store i16 %57, ptr @lru_tail, align 2
  br label %58

58:                                               ; preds = %52, %38
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @push_front(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sext i32 %3 to i64
  %5 = getelementptr inbounds [16 x %struct.entry], ptr @cache, i64 0, i64 %4
  %6 = getelementptr inbounds %struct.entry, ptr %5, i32 0, i32 0
  store i16 -1, ptr %6, align 2
  %7 = load i16, ptr @lru_head, align 2
  %8 = load i32, ptr %2, align 4
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds [16 x %struct.entry], ptr @cache, i64 0, i64 %9
  %11 = getelementptr inbounds %struct.entry, ptr %10, i32 0, i32 1
  store i16 %7, ptr %11, align 2
  %12 = load i16, ptr @lru_head, align 2
  %13 = sext i16 %12 to i32
  %14 = icmp sge i32 %13, 0
  br i1 %14, label %15, label %22

15:                                               ; preds = %1
  %16 = load i32, ptr %2, align 4
  %17 = trunc i32 %16 to i16
  %18 = load i16, ptr @lru_head, align 2
  %19 = sext i16 %18 to i64
  %20 = getelementptr inbounds [16 x %struct.entry], ptr @cache, i64 0, i64 %19
  %21 = getelementptr inbounds %struct.entry, ptr %20, i32 0, i32 0
  store i16 %17, ptr %21, align 2
  br label %22

22:                                               ; preds = %15, %1
  %23 = load i32, ptr %2, align 4
  %24 = trunc i32 %23 to i16
  store i16 %24, ptr @lru_head, align 2
  %25 = load i16, ptr @lru_tail, align 2
  %26 = sext i16 %25 to i32
  %27 = icmp slt i32 %26, 0
  br i1 %27, label %28, label %31

28:                                               ; preds = %22
  %29 = load i32, ptr %2, align 4
  %30 = trunc i32 %29 to i16
  store i16 %30, ptr @lru_tail, align 2
  br label %31

31:                                               ; preds = %28, %22
  ret void
}

attributes #0 = { noinline nounwind optnone "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
!5 = distinct !{!5, !3}
!6 = distinct !{!6, !3}
!7 = distinct !{!7, !3}
!8 = distinct !{!8, !3}
!9 = distinct !{!9, !3}
!10 = distinct !{!10, !3}
!11 = distinct !{!11, !3}
!12 = distinct !{!12, !3}
!13 = distinct !{!13, !3}
!14 = distinct !{!14, !3}
