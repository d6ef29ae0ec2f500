; ModuleID = 'ptr_tables.c'
source_filename = "ptr_tables.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.planet = type { ptr, i32, ptr }

@.str = private unnamed_addr constant [8 x i8] c"mercury\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"venus\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"earth\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"mars\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"jupiter\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"saturn\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"uranus\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"neptune\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"ceres\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"pluto\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"eris\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"haumea\00", align 1
@.str.12 = private unnamed_addr constant [9 x i8] c"makemake\00", align 1
@names = dso_local global [13 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12], align 16
@samples = dso_local global [32 x i32] [i32 5, i32 3, i32 9, i32 1, i32 4, i32 8, i32 2, i32 7, i32 6, i32 0, i32 11, i32 15, i32 13, i32 12, i32 14, i32 10, i32 21, i32 23, i32 20, i32 22, i32 19, i32 17, i32 18, i32 16, i32 31, i32 29, i32 30, i32 28, i32 26, i32 27, i32 25, i32 24], align 16
@windows = dso_local global [6 x ptr] [ptr @samples, ptr getelementptr (i8, ptr @samples, i64 16), ptr getelementptr (i8, ptr @samples, i64 36), ptr getelementptr (i8, ptr @samples, i64 64), ptr getelementptr (i8, ptr @samples, i64 100), ptr getelementptr (i8, ptr @samples, i64 112)], align 16
@window_len = dso_local constant [6 x i32] [i32 4, i32 5, i32 7, i32 9, i32 3, i32 4], align 16
@bodies = dso_local global [5 x %struct.planet] [%struct.planet { ptr @.str.2, i32 1, ptr getelementptr (i8, ptr @bodies, i64 24) }, %struct.planet { ptr @.str.3, i32 2, ptr getelementptr (i8, ptr @bodies, i64 48) }, %struct.planet { ptr @.str.4, i32 95, ptr getelementptr (i8, ptr @bodies, i64 72) }, %struct.planet { ptr @.str.5, i32 146, ptr getelementptr (i8, ptr @bodies, i64 96) }, %struct.planet { ptr @.str.7, i32 16, ptr null }], align 16
@by_moons = dso_local global [5 x ptr] [ptr getelementptr (i8, ptr @bodies, i64 96), ptr @bodies, ptr getelementptr (i8, ptr @bodies, i64 72), ptr getelementptr (i8, ptr @bodies, i64 24), ptr getelementptr (i8, ptr @bodies, i64 48)], align 16
@name_cursor = dso_local global ptr getelementptr (i8, ptr @names, i64 24), align 8
@main.keys = internal global [6 x ptr] [ptr @.str.2, ptr @.str.9, ptr @.str.13, ptr @.str.12, ptr @.str.8, ptr @.str.14], align 16
@.str.13 = private unnamed_addr constant [7 x i8] c"vulcan\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"sun\00", align 1
@h = internal global i32 -2128831035, align 4

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  br label %10

10:                                               ; preds = %20, %0
  %11 = load i32, ptr %1, align 4
  %12 = zext i32 %11 to i64
  %13 = icmp ult i64 %12, 6
  br i1 %13, label %14, label %23

14:                                               ; preds = %10
  %15 = load i32, ptr %1, align 4
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds [6 x ptr], ptr @main.keys, i64 0, i64 %16
  %18 = load ptr, ptr %17, align 8
  %19 = call i32 @lookup(ptr noundef %18) #2
  call void @mix(i32 noundef %19) #2
  br label %20

20:                                               ; preds = %14
  %21 = load i32, ptr %1, align 4
  %22 = add i32 %21, 1
  store i32 %22, ptr %1, align 4
  br label %10, !llvm.loop !2

23:                                               ; preds = %10
  %24 = load ptr, ptr @name_cursor, align 8
  %25 = load ptr, ptr %24, align 8
  %26 = call i64 @strlen(ptr noundef %25) #2
  %27 = trunc i64 %26 to i32
  call void @mix(i32 noundef %27) #2
  call void @sort_names(ptr noundef @names, i32 noundef 13) #2
  store i32 0, ptr %2, align 4
  br label %28

28:                                               ; preds = %58, %23
  %29 = load i32, ptr %2, align 4
  %30 = zext i32 %29 to i64
  %31 = icmp ult i64 %30, 13
  br i1 %31, label %32, label %61

32:                                               ; preds = %28
  %33 = load i32, ptr %2, align 4
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds [13 x ptr], ptr @names, i64 0, i64 %34
  %36 = load ptr, ptr %35, align 8
  call void @print(ptr noundef %36) #2
  %37 = load i32, ptr %2, align 4
  %38 = add i32 %37, 1
  %39 = zext i32 %38 to i64
  %40 = icmp ult i64 %39, 13
  %41 = zext i1 %40 to i64
  %42 = select i1 %40, i32 32, i32 10
  %43 = call i32 @putchar(i32 noundef %42) #2
  %44 = load i32, ptr %2, align 4
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds [13 x ptr], ptr @names, i64 0, i64 %45
  %47 = load ptr, ptr %46, align 8
  %48 = call i32 @lookup(ptr noundef %47) #2
  %49 = mul i32 %48, 31
  %50 = load i32, ptr %2, align 4
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds [13 x ptr], ptr @names, i64 0, i64 %51
  %53 = load ptr, ptr %52, align 8
  %54 = getelementptr inbounds i8, ptr %53, i64 0
  %55 = load i8, ptr %54, align 1
  %56 = zext i8 %55 to i32
  %57 = add i32 %49, %56
  call void @mix(i32 noundef %57) #2
  br label %58

58:                                               ; preds = %32
  %59 = load i32, ptr %2, align 4
  %60 = add i32 %59, 1
  store i32 %60, ptr %2, align 4
  br label %28, !llvm.loop !4

61:                                               ; preds = %28
  %62 = load ptr, ptr @name_cursor, align 8
  %63 = load ptr, ptr %62, align 8
  %64 = call i64 @strlen(ptr noundef %63) #2
  %65 = trunc i64 %64 to i32
  call void @mix(i32 noundef %65) #2
  store i32 0, ptr %3, align 4
  br label %66

66:                                               ; preds = %121, %61
  %67 = load i32, ptr %3, align 4
  %68 = icmp slt i32 %67, 12
  br i1 %68, label %69, label %124

69:                                               ; preds = %66
  store i32 0, ptr %4, align 4
  br label %70

70:                                               ; preds = %117, %69
  %71 = load i32, ptr %4, align 4
  %72 = zext i32 %71 to i64
  %73 = icmp ult i64 %72, 6
  br i1 %73, label %74, label %120

74:                                               ; preds = %70
  store i32 0, ptr %5, align 4
  %75 = load i32, ptr %4, align 4
  %76 = zext i32 %75 to i64
  %77 = getelementptr inbounds [6 x ptr], ptr @windows, i64 0, i64 %76
  %78 = load ptr, ptr %77, align 8
  store ptr %78, ptr %6, align 8
  br label %79

79:                                               ; preds = %104, %74
  %80 = load ptr, ptr %6, align 8
  %81 = load i32, ptr %4, align 4
  %82 = zext i32 %81 to i64
  %83 = getelementptr inbounds [6 x ptr], ptr @windows, i64 0, i64 %82
  %84 = load ptr, ptr %83, align 8
  %85 = load i32, ptr %4, align 4
  %86 = zext i32 %85 to i64
  %87 = getelementptr inbounds [6 x i32], ptr @window_len, i64 0, i64 %86
  %88 = load i32, ptr %87, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds i32, ptr %84, i64 %89
  %91 = icmp ult ptr %80, %90
  br i1 %91, label %92, label %107

92:                                               ; preds = %79
  %93 = load ptr, ptr %6, align 8
  %94 = load i32, ptr %93, align 4
  %95 = load i32, ptr %5, align 4
  %96 = add nsw i32 %95, %94
  store i32 %96, ptr %5, align 4
  %97 = load ptr, ptr %6, align 8
  %98 = load i32, ptr %97, align 4
  %99 = mul nsw i32 %98, 5
  %100 = load i32, ptr %3, align 4
  %101 = add nsw i32 %99, %100
  %102 = srem i32 %101, 37
  %103 = load ptr, ptr %6, align 8
  store i32 %102, ptr %103, align 4
  br label %104

104:                                              ; preds = %92
  %105 = load ptr, ptr %6, align 8
  %106 = getelementptr inbounds i32, ptr %105, i32 1
  store ptr %106, ptr %6, align 8
  br label %79, !llvm.loop !5

107:                                              ; preds = %79
  %108 = load i32, ptr %5, align 4
  call void @mix(i32 noundef %108) #2
  %109 = load i32, ptr %4, align 4
  %110 = zext i32 %109 to i64
  %111 = getelementptr inbounds [6 x ptr], ptr @windows, i64 0, i64 %110
  %112 = load ptr, ptr %111, align 8
  %113 = ptrtoint ptr %112 to i64
  %114 = sub i64 %113, ptrtoint (ptr @samples to i64)
  %115 = sdiv exact i64 %114, 4
  %116 = trunc i64 %115 to i32
  call void @mix(i32 noundef %116) #2
  br label %117

117:                                              ; preds = %107
  %118 = load i32, ptr %4, align 4
  %119 = add i32 %118, 1
  store i32 %119, ptr %4, align 4
  br label %70, !llvm.loop !6

120:                                              ; preds = %70
  br label %121

121:                                              ; preds = %120
  %122 = load i32, ptr %3, align 4
  %123 = add nsw i32 %122, 1
  store i32 %123, ptr %3, align 4
  br label %66, !llvm.loop !7

124:                                              ; preds = %66
  store i32 0, ptr %7, align 4
  store ptr @bodies, ptr %8, align 8
  br label %125

125:                                              ; preds = %140, %124
  %126 = load ptr, ptr %8, align 8
  %127 = icmp ne ptr %126, null
  br i1 %127, label %128, label %144

128:                                              ; preds = %125
  %129 = load ptr, ptr %8, align 8
  %130 = getelementptr inbounds %struct.planet, ptr %129, i32 0, i32 1
  %131 = load i32, ptr %130, align 8
  %132 = load ptr, ptr %8, align 8
  %133 = getelementptr inbounds %struct.planet, ptr %132, i32 0, i32 0
  %134 = load ptr, ptr %133, align 8
  %135 = call i64 @strlen(ptr noundef %134) #2
  %136 = trunc i64 %135 to i32
  %137 = mul nsw i32 %131, %136
  %138 = load i32, ptr %7, align 4
  %139 = add nsw i32 %138, %137
  store i32 %139, ptr %7, align 4
  br label %140

140:                                              ; preds = %128
  %141 = load ptr, ptr %8, align 8
  %142 = getelementptr inbounds %struct.planet, ptr %141, i32 0, i32 2
  %143 = load ptr, ptr %142, align 8
  store ptr %143, ptr %8, align 8
  br label %125, !llvm.loop !8

144:                                              ; preds = %125
  %145 = load i32, ptr %7, align 4
  call void @mix(i32 noundef %145) #2
  store i32 0, ptr %9, align 4
  br label %146

146:                                              ; preds = %169, %144
  %147 = load i32, ptr %9, align 4
  %148 = add i32 %147, 1
  %149 = zext i32 %148 to i64
  %150 = icmp ult i64 %149, 5
  br i1 %150, label %151, label %172

151:                                              ; preds = %146
  %152 = load i32, ptr %9, align 4
  %153 = zext i32 %152 to i64
  %154 = getelementptr inbounds [5 x ptr], ptr @by_moons, i64 0, i64 %153
  %155 = load ptr, ptr %154, align 8
  %156 = getelementptr inbounds %struct.planet, ptr %155, i32 0, i32 1
  %157 = load i32, ptr %156, align 8
  %158 = load i32, ptr %9, align 4
  %159 = add i32 %158, 1
  %160 = zext i32 %159 to i64
  %161 = getelementptr inbounds [5 x ptr], ptr @by_moons, i64 0, i64 %160
  %162 = load ptr, ptr %161, align 8
  %163 = getelementptr inbounds %struct.planet, ptr %162, i32 0, i32 1
  %164 = load i32, ptr %163, align 8
  %165 = icmp sgt i32 %157, %164
  br i1 %165, label %166, label %168

166:                                              ; preds = %151
  %167 = load i32, ptr %9, align 4
  call void @mix(i32 noundef %167) #2
  br label %168

168:                                              ; preds = %166, %151
  br label %169

169:                                              ; preds = %168
  %170 = load i32, ptr %9, align 4
  %171 = add i32 %170, 1
  store i32 %171, ptr %9, align 4
  br label %146, !llvm.loop !9

172:                                              ; preds = %146
  %173 = load i32, ptr @h, align 4
  %174 = and i32 %173, 2147483647
  ret i32 %174
}

; Function Attrs: noinline nounwind optnone
define internal void @mix(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr @h, align 4
  %4 = load i32, ptr %2, align 4
  %5 = xor i32 %3, %4
  %6 = mul i32 %5, 16777619
  store i32 %6, ptr @h, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @lookup(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr @names, ptr %4, align 8
  br label %5

5:                                                ; preds = %21, %1
  %6 = load ptr, ptr %4, align 8
  %7 = icmp ult ptr %6, getelementptr inbounds (ptr, ptr @names, i64 13)
  br i1 %7, label %8, label %24

8:                                                ; preds = %5
  %9 = load ptr, ptr %4, align 8
  %10 = load ptr, ptr %9, align 8
  %11 = load ptr, ptr %3, align 8
  %12 = call i32 @str_cmp(ptr noundef %10, ptr noundef %11) #2
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %20

14:                                               ; preds = %8
  %15 = load ptr, ptr %4, align 8
  %16 = ptrtoint ptr %15 to i64
  %17 = sub i64 %16, ptrtoint (ptr @names to i64)
  %18 = sdiv exact i64 %17, 8
  %19 = trunc i64 %18 to i32
  store i32 %19, ptr %2, align 4
  br label %25

20:                                               ; preds = %8
  br label %21

21:                                               ; preds = %20
  %22 = load ptr, ptr %4, align 8
  %23 = getelementptr inbounds ptr, ptr %22, i32 1
  store ptr %23, ptr %4, align 8
  br label %5, !llvm.loop !10

24:                                               ; preds = %5
  store i32 -1, ptr %2, align 4
  br label %25

25:                                               ; preds = %24, %14
  %26 = load i32, ptr %2, align 4
  ret i32 %26
}

declare dso_local i64 @strlen(ptr noundef) #1

; Function Attrs: noinline nounwind optnone
define internal void @sort_names(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %9

9:                                                ; preds = %61, %2
  %10 = load i32, ptr %5, align 4
  %11 = load i32, ptr %4, align 4
  %12 = sub nsw i32 %11, 1
  %13 = icmp slt i32 %10, %12
  br i1 %13, label %14, label %64

14:                                               ; preds = %9
  %15 = load i32, ptr %5, align 4
  store i32 %15, ptr %6, align 4
  %16 = load i32, ptr %5, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %7, align 4
  br label %18

18:                                               ; preds = %38, %14
  %19 = load i32, ptr %7, align 4
  %20 = load i32, ptr %4, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %41

22:                                               ; preds = %18
  %23 = load ptr, ptr %3, align 8
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds ptr, ptr %23, i64 %25
  %27 = load ptr, ptr %26, align 8
  %28 = load ptr, ptr %3, align 8
  %29 = load i32, ptr %6, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds ptr, ptr %28, i64 %30
  %32 = load ptr, ptr %31, align 8
  %33 = call i32 @str_cmp(ptr noundef %27, ptr noundef %32) #2
  %34 = icmp slt i32 %33, 0
  br i1 %34, label %35, label %37

35:                                               ; preds = %22
  %36 = load i32, ptr %7, align 4
  store i32 %36, ptr %6, align 4
  br label %37

37:                                               ; preds = %35, %22
  br label %38

38:                                               ; preds = %37
  %39 = load i32, ptr %7, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %7, align 4
  br label %18, !llvm.loop !11

41:                                               ; preds = %18
  %42 = load ptr, ptr %3, align 8
  %43 = load i32, ptr %5, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds ptr, ptr %42, i64 %44
  %46 = load ptr, ptr %45, align 8
  store ptr %46, ptr %8, align 8
  %47 = load ptr, ptr %3, align 8
  %48 = load i32, ptr %6, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds ptr, ptr %47, i64 %49
  %51 = load ptr, ptr %50, align 8
  %52 = load ptr, ptr %3, align 8
  %53 = load i32, ptr %5, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds ptr, ptr %52, i64 %54
  store ptr %51, ptr %55, align 8
  %56 = load ptr, ptr %8, align 8
  %57 = load ptr, ptr %3, align 8
  %58 = load i32, ptr %6, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds ptr, ptr %57, i64 %59
  store ptr %56, ptr %60, align 8
  br label %61

61:                                               ; preds = %41
  %62 = load i32, ptr %5, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %5, align 4
  br label %9, !llvm.loop !12

64:                                               ; preds = %9
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @print(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  br label %3

3:                                                ; preds = %7, %1
  %4 = load ptr, ptr %2, align 8
  %5 = load i8, ptr %4, align 1
  %6 = icmp ne i8 %5, 0
  br i1 %6, label %7, label %13

7:                                                ; preds = %3
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds i8, ptr %8, i32 1
  store ptr %9, ptr %2, align 8
  %10 = load i8, ptr %8, align 1
  %11 = sext i8 %10 to i32
  %12 = call i32 @putchar(i32 noundef %11) #2
  br label %3, !llvm.loop !13

13:                                               ; preds = %3
  ret void
}

declare dso_local i32 @putchar(i32 noundef) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @str_cmp(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  br label %5

5:                                                ; preds = %20, %2
  %6 = load ptr, ptr %3, align 8
  %7 = load i8, ptr %6, align 1
  %8 = sext i8 %7 to i32
  %9 = icmp ne i32 %8, 0
  br i1 %9, label %10, label %18

10:                                               ; preds = %5
  %11 = load ptr, ptr %3, align 8
  %12 = load i8, ptr %11, align 1
  %13 = sext i8 %12 to i32
  %14 = load ptr, ptr %4, align 8
  %15 = load i8, ptr %14, align 1
  %16 = sext i8 %15 to i32
  %17 = icmp eq i32 %13, %16
  br label %18

18:                                               ; preds = %10, %5
  %19 = phi i1 [ false, %5 ], [ %17, %10 ]
  br i1 %19, label %20, label %25

20:                                               ; preds = %18
  %21 = load ptr, ptr %3, align 8
  %22 = getelementptr inbounds i8, ptr %21, i32 1
  store ptr %22, ptr %3, align 8
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds i8, ptr %23, i32 1
  store ptr %24, ptr %4, align 8
  br label %5, !llvm.loop !14

25:                                               ; preds = %18
  %26 = load ptr, ptr %3, align 8
  %27 = load i8, ptr %26, align 1
  %28 = zext i8 %27 to i32
  %29 = load ptr, ptr %4, align 8
  %30 = load i8, ptr %29, align 1
  %31 = zext i8 %30 to i32
  %32 = sub nsw i32 %28, %31
  ret i32 %32
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
