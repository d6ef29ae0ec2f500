; ModuleID = 'rational.c'
source_filename = "rational.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"

%struct.q = type { i32, i32 }

@__const.main.prev = private unnamed_addr constant %struct.q { i32 0, i32 1 }, align 4
@__const.main.sum = private unnamed_addr constant %struct.q { i32 0, i32 1 }, align 4
@__const.main.alt = private unnamed_addr constant %struct.q { i32 0, i32 1 }, align 4
@h = internal global i32 -2128831035, align 4

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.q, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.q, align 4
  %12 = alloca %struct.q, align 4
  %13 = alloca %struct.q, align 4
  %14 = alloca %struct.q, align 4
  %15 = alloca i32, align 4
  %16 = alloca %struct.q, align 4
  %17 = alloca %struct.q, align 4
  %18 = alloca %struct.q, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  store i32 12, i32* %1, align 4
  store i32 0, i32* %2, align 4
  store i32 1, i32* %3, align 4
  store i32 1, i32* %4, align 4
  store i32 12, i32* %5, align 4
  store i32 1, i32* %6, align 4
  %21 = bitcast %struct.q* %7 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %21, i8* align 4 bitcast (%struct.q* @__const.main.prev to i8*), i32 8, i1 false)
  br label %22

22:                                               ; preds = %65, %0
  %23 = load i32, i32* %4, align 4
  %24 = icmp sle i32 %23, 12
  br i1 %24, label %25, label %76

25:                                               ; preds = %22
  %26 = load i32, i32* %3, align 4
  %27 = add nsw i32 12, %26
  %28 = load i32, i32* %5, align 4
  %29 = sdiv i32 %27, %28
  store i32 %29, i32* %8, align 4
  %30 = load i32, i32* %8, align 4
  %31 = load i32, i32* %4, align 4
  %32 = mul nsw i32 %30, %31
  %33 = load i32, i32* %2, align 4
  %34 = sub nsw i32 %32, %33
  store i32 %34, i32* %9, align 4
  %35 = load i32, i32* %8, align 4
  %36 = load i32, i32* %5, align 4
  %37 = mul nsw i32 %35, %36
  %38 = load i32, i32* %3, align 4
  %39 = sub nsw i32 %37, %38
  store i32 %39, i32* %10, align 4
  %40 = load i32, i32* %4, align 4
  %41 = sext i32 %40 to i64
  %42 = load i32, i32* %5, align 4
  %43 = sext i32 %42 to i64
  call void @q_make(%struct.q* noundef %11, i64 noundef %41, i64 noundef %43) #3
  %44 = call i32 @q_cmp(%struct.q* noundef %7, %struct.q* noundef %11) #3
  %45 = icmp sge i32 %44, 0
  br i1 %45, label %46, label %47

46:                                               ; preds = %25
  call void @abort() #3
  br label %47

47:                                               ; preds = %46, %25
  %48 = getelementptr inbounds %struct.q, %struct.q* %7, i32 0, i32 1
  %49 = load i32, i32* %48, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds %struct.q, %struct.q* %11, i32 0, i32 0
  %52 = load i32, i32* %51, align 4
  %53 = sext i32 %52 to i64
  %54 = mul nsw i64 %50, %53
  %55 = getelementptr inbounds %struct.q, %struct.q* %7, i32 0, i32 0
  %56 = load i32, i32* %55, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds %struct.q, %struct.q* %11, i32 0, i32 1
  %59 = load i32, i32* %58, align 4
  %60 = sext i32 %59 to i64
  %61 = mul nsw i64 %57, %60
  %62 = sub nsw i64 %54, %61
  %63 = icmp ne i64 %62, 1
  br i1 %63, label %64, label %65

64:                                               ; preds = %47
  call void @abort() #3
  br label %65

65:                                               ; preds = %64, %47
  %66 = load i32, i32* %4, align 4
  %67 = load i32, i32* %5, align 4
  call void @continued_fraction(i32 noundef %66, i32 noundef %67) #3
  %68 = bitcast %struct.q* %7 to i8*
  %69 = bitcast %struct.q* %11 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %68, i8* align 4 %69, i32 8, i1 false)
  %70 = load i32, i32* %4, align 4
  store i32 %70, i32* %2, align 4
  %71 = load i32, i32* %5, align 4
  store i32 %71, i32* %3, align 4
  %72 = load i32, i32* %9, align 4
  store i32 %72, i32* %4, align 4
  %73 = load i32, i32* %10, align 4
  store i32 %73, i32* %5, align 4
  %74 = load i32, i32* %6, align 4
  %75 = add nsw i32 %74, 1
  store i32 %75, i32* %6, align 4
  br label %22, !llvm.loop !7

76:                                               ; preds = %22
  %77 = load i32, i32* %6, align 4
  call void @mix(i32 noundef %77) #3
  %78 = bitcast %struct.q* %12 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %78, i8* align 4 bitcast (%struct.q* @__const.main.sum to i8*), i32 8, i1 false)
  %79 = bitcast %struct.q* %13 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %79, i8* align 4 bitcast (%struct.q* @__const.main.alt to i8*), i32 8, i1 false)
  store i32 1, i32* %15, align 4
  br label %80

80:                                               ; preds = %99, %76
  %81 = load i32, i32* %15, align 4
  %82 = icmp sle i32 %81, 20
  br i1 %82, label %83, label %102

83:                                               ; preds = %80
  %84 = load i32, i32* %15, align 4
  %85 = sext i32 %84 to i64
  call void @q_make(%struct.q* noundef %14, i64 noundef 1, i64 noundef %85) #3
  call void @q_add(%struct.q* noundef %12, %struct.q* noundef %12, %struct.q* noundef %14) #3
  %86 = load i32, i32* %15, align 4
  %87 = and i32 %86, 1
  %88 = icmp ne i32 %87, 0
  br i1 %88, label %89, label %90

89:                                               ; preds = %83
  call void @q_add(%struct.q* noundef %13, %struct.q* noundef %13, %struct.q* noundef %14) #3
  br label %91

90:                                               ; preds = %83
  call void @q_sub(%struct.q* noundef %13, %struct.q* noundef %13, %struct.q* noundef %14) #3
  br label %91

91:                                               ; preds = %90, %89
  %92 = getelementptr inbounds %struct.q, %struct.q* %12, i32 0, i32 0
  %93 = load i32, i32* %92, align 4
  %94 = getelementptr inbounds %struct.q, %struct.q* %12, i32 0, i32 1
  %95 = load i32, i32* %94, align 4
  %96 = xor i32 %93, %95
  call void @mix(i32 noundef %96) #3
  %97 = getelementptr inbounds %struct.q, %struct.q* %13, i32 0, i32 0
  %98 = load i32, i32* %97, align 4
  call void @mix(i32 noundef %98) #3
  br label %99

99:                                               ; preds = %91
  %100 = load i32, i32* %15, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, i32* %15, align 4
  br label %80, !llvm.loop !9

102:                                              ; preds = %80
  store i32 -7, i32* %19, align 4
  br label %103

103:                                              ; preds = %137, %102
  %104 = load i32, i32* %19, align 4
  %105 = icmp sle i32 %104, 7
  br i1 %105, label %106, label %140

106:                                              ; preds = %103
  store i32 -5, i32* %20, align 4
  br label %107

107:                                              ; preds = %133, %106
  %108 = load i32, i32* %20, align 4
  %109 = icmp sle i32 %108, 5
  br i1 %109, label %110, label %136

110:                                              ; preds = %107
  %111 = load i32, i32* %19, align 4
  %112 = sext i32 %111 to i64
  call void @q_make(%struct.q* noundef %16, i64 noundef %112, i64 noundef 3) #3
  %113 = load i32, i32* %20, align 4
  %114 = sext i32 %113 to i64
  call void @q_make(%struct.q* noundef %17, i64 noundef %114, i64 noundef 4) #3
  call void @q_mul(%struct.q* noundef %18, %struct.q* noundef %16, %struct.q* noundef %17) #3
  %115 = getelementptr inbounds %struct.q, %struct.q* %18, i32 0, i32 0
  %116 = load i32, i32* %115, align 4
  %117 = getelementptr inbounds %struct.q, %struct.q* %18, i32 0, i32 1
  %118 = load i32, i32* %117, align 4
  %119 = shl i32 %118, 16
  %120 = xor i32 %116, %119
  call void @mix(i32 noundef %120) #3
  call void @q_div(%struct.q* noundef %18, %struct.q* noundef %16, %struct.q* noundef %17) #3
  %121 = getelementptr inbounds %struct.q, %struct.q* %18, i32 0, i32 0
  %122 = load i32, i32* %121, align 4
  %123 = getelementptr inbounds %struct.q, %struct.q* %18, i32 0, i32 1
  %124 = load i32, i32* %123, align 4
  %125 = shl i32 %124, 16
  %126 = xor i32 %122, %125
  call void @mix(i32 noundef %126) #3
  call void @q_sub(%struct.q* noundef %18, %struct.q* noundef %17, %struct.q* noundef %16) #3
  %127 = call i32 @q_cmp(%struct.q* noundef %18, %struct.q* noundef %16) #3
  %128 = add nsw i32 %127, 1
  call void @mix(i32 noundef %128) #3
  %129 = getelementptr inbounds %struct.q, %struct.q* %18, i32 0, i32 0
  %130 = load i32, i32* %129, align 4
  %131 = getelementptr inbounds %struct.q, %struct.q* %18, i32 0, i32 1
  %132 = load i32, i32* %131, align 4
  call void @continued_fraction(i32 noundef %130, i32 noundef %132) #3
  br label %133

133:                                              ; preds = %110
  %134 = load i32, i32* %20, align 4
  %135 = add nsw i32 %134, 2
  store i32 %135, i32* %20, align 4
  br label %107, !llvm.loop !10

136:                                              ; preds = %107
  br label %137

137:                                              ; preds = %136
  %138 = load i32, i32* %19, align 4
  %139 = add nsw i32 %138, 1
  store i32 %139, i32* %19, align 4
  br label %103, !llvm.loop !11

140:                                              ; preds = %103
  %141 = load i32, i32* @h, align 4
  %142 = and i32 %141, 2147483647
  ret i32 %142
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #1

; Function Attrs: noinline nounwind optnone
define internal void @q_make(%struct.q* noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca %struct.q*, align 4
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  store %struct.q* %0, %struct.q** %4, align 4
  store i64 %1, i64* %5, align 8
  store i64 %2, i64* %6, align 8
  %10 = load i64, i64* %6, align 8
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %12, label %13

12:                                               ; preds = %3
  call void @abort() #3
  br label %13

13:                                               ; preds = %12, %3
  %14 = load i64, i64* %6, align 8
  %15 = icmp slt i64 %14, 0
  br i1 %15, label %16, label %21

16:                                               ; preds = %13
  %17 = load i64, i64* %5, align 8
  %18 = sub nsw i64 0, %17
  store i64 %18, i64* %5, align 8
  %19 = load i64, i64* %6, align 8
  %20 = sub nsw i64 0, %19
  store i64 %20, i64* %6, align 8
  br label %21

21:                                               ; preds = %16, %13
  %22 = load i64, i64* %5, align 8
  %23 = icmp slt i64 %22, 0
  br i1 %23, label %24, label %27

24:                                               ; preds = %21
  %25 = load i64, i64* %5, align 8
  %26 = sub nsw i64 0, %25
  br label %29

27:                                               ; preds = %21
  %28 = load i64, i64* %5, align 8
  br label %29

29:                                               ; preds = %27, %24
  %30 = phi i64 [ %26, %24 ], [ %28, %27 ]
  store i64 %30, i64* %7, align 8
  %31 = load i64, i64* %6, align 8
  store i64 %31, i64* %8, align 8
  br label %32

32:                                               ; preds = %35, %29
  %33 = load i64, i64* %8, align 8
  %34 = icmp ne i64 %33, 0
  br i1 %34, label %35, label %41

35:                                               ; preds = %32
  %36 = load i64, i64* %7, align 8
  %37 = load i64, i64* %8, align 8
  %38 = srem i64 %36, %37
  store i64 %38, i64* %9, align 8
  %39 = load i64, i64* %8, align 8
  store i64 %39, i64* %7, align 8
  %40 = load i64, i64* %9, align 8
  store i64 %40, i64* %8, align 8
  br label %32, !llvm.loop !12

41:                                               ; preds = %32
  %42 = load i64, i64* %7, align 8
  %43 = icmp eq i64 %42, 0
  br i1 %43, label %44, label %45

44:                                               ; preds = %41
  store i64 1, i64* %7, align 8
  br label %45

45:                                               ; preds = %44, %41
  %46 = load i64, i64* %7, align 8
  %47 = load i64, i64* %5, align 8
  %48 = sdiv i64 %47, %46
  store i64 %48, i64* %5, align 8
  %49 = load i64, i64* %7, align 8
  %50 = load i64, i64* %6, align 8
  %51 = sdiv i64 %50, %49
  store i64 %51, i64* %6, align 8
  %52 = load i64, i64* %5, align 8
  %53 = icmp sgt i64 %52, 2147483647
  br i1 %53, label %60, label %54

54:                                               ; preds = %45
  %55 = load i64, i64* %5, align 8
  %56 = icmp slt i64 %55, -2147483647
  br i1 %56, label %60, label %57

57:                                               ; preds = %54
  %58 = load i64, i64* %6, align 8
  %59 = icmp sgt i64 %58, 2147483647
  br i1 %59, label %60, label %61

60:                                               ; preds = %57, %54, %45
  call void @abort() #3
  br label %61

61:                                               ; preds = %60, %57
  %62 = load i64, i64* %5, align 8
  %63 = trunc i64 %62 to i32
  %64 = load %struct.q*, %struct.q** %4, align 4
  %65 = getelementptr inbounds %struct.q, %struct.q* %64, i32 0, i32 0
  store i32 %63, i32* %65, align 4
  %66 = load i64, i64* %6, align 8
  %67 = trunc i64 %66 to i32
  %68 = load %struct.q*, %struct.q** %4, align 4
  %69 = getelementptr inbounds %struct.q, %struct.q* %68, i32 0, i32 1
  store i32 %67, i32* %69, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @q_cmp(%struct.q* noundef %0, %struct.q* noundef %1) #0 {
  %3 = alloca %struct.q*, align 4
  %4 = alloca %struct.q*, align 4
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store %struct.q* %0, %struct.q** %3, align 4
  store %struct.q* %1, %struct.q** %4, align 4
  %7 = load %struct.q*, %struct.q** %3, align 4
  %8 = getelementptr inbounds %struct.q, %struct.q* %7, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = sext i32 %9 to i64
  %11 = load %struct.q*, %struct.q** %4, align 4
  %12 = getelementptr inbounds %struct.q, %struct.q* %11, i32 0, i32 1
  %13 = load i32, i32* %12, align 4
  %14 = sext i32 %13 to i64
  %15 = mul nsw i64 %10, %14
  store i64 %15, i64* %5, align 8
  %16 = load %struct.q*, %struct.q** %4, align 4
  %17 = getelementptr inbounds %struct.q, %struct.q* %16, i32 0, i32 0
  %18 = load i32, i32* %17, align 4
  %19 = sext i32 %18 to i64
  %20 = load %struct.q*, %struct.q** %3, align 4
  %21 = getelementptr inbounds %struct.q, %struct.q* %20, i32 0, i32 1
  %22 = load i32, i32* %21, align 4
  %23 = sext i32 %22 to i64
  %24 = mul nsw i64 %19, %23
  store i64 %24, i64* %6, align 8
  %25 = load i64, i64* %5, align 8
  %26 = load i64, i64* %6, align 8
  %27 = icmp sgt i64 %25, %26
  %28 = zext i1 %27 to i32
  %29 = load i64, i64* %5, align 8
  %30 = load i64, i64* %6, align 8
  %31 = icmp slt i64 %29, %30
  %32 = zext i1 %31 to i32
  %33 = sub nsw i32 %28, %32
  ret i32 %33
}

declare dso_local void @abort() #2

; Function Attrs: noinline nounwind optnone
define internal void @continued_fraction(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  store i32 0, i32* %5, align 4
  br label %8

8:                                                ; preds = %35, %2
  %9 = load i32, i32* %5, align 4
  %10 = icmp slt i32 %9, 12
  br i1 %10, label %11, label %14

11:                                               ; preds = %8
  %12 = load i32, i32* %4, align 4
  %13 = icmp ne i32 %12, 0
  br label %14

14:                                               ; preds = %11, %8
  %15 = phi i1 [ false, %8 ], [ %13, %11 ]
  br i1 %15, label %16, label %38

16:                                               ; preds = %14
  %17 = load i32, i32* %3, align 4
  %18 = load i32, i32* %4, align 4
  %19 = sdiv i32 %17, %18
  store i32 %19, i32* %6, align 4
  %20 = load i32, i32* %3, align 4
  %21 = load i32, i32* %4, align 4
  %22 = srem i32 %20, %21
  store i32 %22, i32* %7, align 4
  %23 = load i32, i32* %7, align 4
  %24 = icmp slt i32 %23, 0
  br i1 %24, label %25, label %31

25:                                               ; preds = %16
  %26 = load i32, i32* %6, align 4
  %27 = sub nsw i32 %26, 1
  store i32 %27, i32* %6, align 4
  %28 = load i32, i32* %4, align 4
  %29 = load i32, i32* %7, align 4
  %30 = add nsw i32 %29, %28
  store i32 %30, i32* %7, align 4
  br label %31

31:                                               ; preds = %25, %16
  %32 = load i32, i32* %6, align 4
  call void @mix(i32 noundef %32) #3
  %33 = load i32, i32* %4, align 4
  store i32 %33, i32* %3, align 4
  %34 = load i32, i32* %7, align 4
  store i32 %34, i32* %4, align 4
  br label %35

35:                                               ; preds = %31
  %36 = load i32, i32* %5, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, i32* %5, align 4
  br label %8, !llvm.loop !13

38:                                               ; preds = %14
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @mix(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* @h, align 4
  %4 = load i32, i32* %2, align 4
  %5 = xor i32 %3, %4
  %6 = mul i32 %5, 16777619
  store i32 %6, i32* @h, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @q_add(%struct.q* noundef %0, %struct.q* noundef %1, %struct.q* noundef %2) #0 {
  %4 = alloca %struct.q*, align 4
  %5 = alloca %struct.q*, align 4
  %6 = alloca %struct.q*, align 4
  store %struct.q* %0, %struct.q** %4, align 4
  store %struct.q* %1, %struct.q** %5, align 4
  store %struct.q* %2, %struct.q** %6, align 4
  %7 = load %struct.q*, %struct.q** %4, align 4
  %8 = load %struct.q*, %struct.q** %5, align 4
  %9 = getelementptr inbounds %struct.q, %struct.q* %8, i32 0, i32 0
  %10 = load i32, i32* %9, align 4
  %11 = sext i32 %10 to i64
  %12 = load %struct.q*, %struct.q** %6, align 4
  %13 = getelementptr inbounds %struct.q, %struct.q* %12, i32 0, i32 1
  %14 = load i32, i32* %13, align 4
  %15 = sext i32 %14 to i64
  %16 = mul nsw i64 %11, %15
  %17 = load %struct.q*, %struct.q** %6, align 4
  %18 = getelementptr inbounds %struct.q, %struct.q* %17, i32 0, i32 0
  %19 = load i32, i32* %18, align 4
  %20 = sext i32 %19 to i64
  %21 = load %struct.q*, %struct.q** %5, align 4
  %22 = getelementptr inbounds %struct.q, %struct.q* %21, i32 0, i32 1
  %23 = load i32, i32* %22, align 4
  %24 = sext i32 %23 to i64
  %25 = mul nsw i64 %20, %24
  %26 = add nsw i64 %16, %25
  %27 = load %struct.q*, %struct.q** %5, align 4
  %28 = getelementptr inbounds %struct.q, %struct.q* %27, i32 0, i32 1
  %29 = load i32, i32* %28, align 4
  %30 = sext i32 %29 to i64
  %31 = load %struct.q*, %struct.q** %6, align 4
  %32 = getelementptr inbounds %struct.q, %struct.q* %31, i32 0, i32 1
  %33 = load i32, i32* %32, align 4
  %34 = sext i32 %33 to i64
  %35 = mul nsw i64 %30, %34
  call void @q_make(%struct.q* noundef %7, i64 noundef %26, i64 noundef %35) #3
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @q_sub(%struct.q* noundef %0, %struct.q* noundef %1, %struct.q* noundef %2) #0 {
  %4 = alloca %struct.q*, align 4
  %5 = alloca %struct.q*, align 4
  %6 = alloca %struct.q*, align 4
  store %struct.q* %0, %struct.q** %4, align 4
  store %struct.q* %1, %struct.q** %5, align 4
  store %struct.q* %2, %struct.q** %6, align 4
  %7 = load %struct.q*, %struct.q** %4, align 4
  %8 = load %struct.q*, %struct.q** %5, align 4
  %9 = getelementptr inbounds %struct.q, %struct.q* %8, i32 0, i32 0
  %10 = load i32, i32* %9, align 4
  %11 = sext i32 %10 to i64
  %12 = load %struct.q*, %struct.q** %6, align 4
  %13 = getelementptr inbounds %struct.q, %struct.q* %12, i32 0, i32 1
  %14 = load i32, i32* %13, align 4
  %15 = sext i32 %14 to i64
  %16 = mul nsw i64 %11, %15
  %17 = load %struct.q*, %struct.q** %6, align 4
  %18 = getelementptr inbounds %struct.q, %struct.q* %17, i32 0, i32 0
  %19 = load i32, i32* %18, align 4
  %20 = sext i32 %19 to i64
  %21 = load %struct.q*, %struct.q** %5, align 4
  %22 = getelementptr inbounds %struct.q, %struct.q* %21, i32 0, i32 1
  %23 = load i32, i32* %22, align 4
  %24 = sext i32 %23 to i64
  %25 = mul nsw i64 %20, %24
  %26 = sub nsw i64 %16, %25
  %27 = load %struct.q*, %struct.q** %5, align 4
  %28 = getelementptr inbounds %struct.q, %struct.q* %27, i32 0, i32 1
  %29 = load i32, i32* %28, align 4
  %30 = sext i32 %29 to i64
  %31 = load %struct.q*, %struct.q** %6, align 4
  %32 = getelementptr inbounds %struct.q, %struct.q* %31, i32 0, i32 1
  %33 = load i32, i32* %32, align 4
  %34 = sext i32 %33 to i64
  %35 = mul nsw i64 %30, %34
  call void @q_make(%struct.q* noundef %7, i64 noundef %26, i64 noundef %35) #3
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @q_mul(%struct.q* noundef %0, %struct.q* noundef %1, %struct.q* noundef %2) #0 {
  %4 = alloca %struct.q*, align 4
  %5 = alloca %struct.q*, align 4
  %6 = alloca %struct.q*, align 4
  store %struct.q* %0, %struct.q** %4, align 4
  store %struct.q* %1, %struct.q** %5, align 4
  store %struct.q* %2, %struct.q** %6, align 4
  %7 = load %struct.q*, %struct.q** %4, align 4
  %8 = load %struct.q*, %struct.q** %5, align 4
  %9 = getelementptr inbounds %struct.q, %struct.q* %8, i32 0, i32 0
  %10 = load i32, i32* %9, align 4
  %11 = sext i32 %10 to i64
  %12 = load %struct.q*, %struct.q** %6, align 4
  %13 = getelementptr inbounds %struct.q, %struct.q* %12, i32 0, i32 0
  %14 = load i32, i32* %13, align 4
  %15 = sext i32 %14 to i64
  %16 = mul nsw i64 %11, %15
  %17 = load %struct.q*, %struct.q** %5, align 4
  %18 = getelementptr inbounds %struct.q, %struct.q* %17, i32 0, i32 1
  %19 = load i32, i32* %18, align 4
  %20 = sext i32 %19 to i64
  %21 = load %struct.q*, %struct.q** %6, align 4
  %22 = getelementptr inbounds %struct.q, %struct.q* %21, i32 0, i32 1
  %23 = load i32, i32* %22, align 4
  %24 = sext i32 %23 to i64
  %25 = mul nsw i64 %20, %24
  call void @q_make(%struct.q* noundef %7, i64 noundef %16, i64 noundef %25) #3
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @q_div(%struct.q* noundef %0, %struct.q* noundef %1, %struct.q* noundef %2) #0 {
  %4 = alloca %struct.q*, align 4
  %5 = alloca %struct.q*, align 4
  %6 = alloca %struct.q*, align 4
  store %struct.q* %0, %struct.q** %4, align 4
  store %struct.q* %1, %struct.q** %5, align 4
  store %struct.q* %2, %struct.q** %6, align 4
  %7 = load %struct.q*, %struct.q** %4, align 4
  %8 = load %struct.q*, %struct.q** %5, align 4
  %9 = getelementptr inbounds %struct.q, %struct.q* %8, i32 0, i32 0
  %10 = load i32, i32* %9, align 4
  %11 = sext i32 %10 to i64
  %12 = load %struct.q*, %struct.q** %6, align 4
  %13 = getelementptr inbounds %struct.q, %struct.q* %12, i32 0, i32 1
  %14 = load i32, i32* %13, align 4
  %15 = sext i32 %14 to i64
  %16 = mul nsw i64 %11, %15
  %17 = load %struct.q*, %struct.q** %5, align 4
  %18 = getelementptr inbounds %struct.q, %struct.q* %17, i32 0, i32 1
  %19 = load i32, i32* %18, align 4
  %20 = sext i32 %19 to i64
  %21 = load %struct.q*, %struct.q** %6, align 4
  %22 = getelementptr inbounds %struct.q, %struct.q* %21, i32 0, i32 0
  %23 = load i32, i32* %22, align 4
  %24 = sext i32 %23 to i64
  %25 = mul nsw i64 %20, %24
  call void @q_make(%struct.q* noundef %7, i64 noundef %16, i64 noundef %25) #3
  ret void
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #3 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{!"Debian clang version 14.0.6"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
!12 = distinct !{!12, !8}
!13 = distinct !{!13, !8}
