; ModuleID = 'rle_lz.c'
source_filename = "rle_lz.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@input = internal global [256 x i8] zeroinitializer, align 16
@packed = internal global [512 x i8] zeroinitializer, align 16
@output = internal global [256 x i8] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  store i32 5, ptr %1, align 4
  store i32 -2128831035, ptr %2, align 4
  store i64 0, ptr %3, align 8
  br label %11

11:                                               ; preds = %83, %0
  %12 = load i64, ptr %3, align 8
  %13 = icmp ult i64 %12, 256
  br i1 %13, label %14, label %84

14:                                               ; preds = %11
  %15 = load i32, ptr %1, align 4
  %16 = mul i32 %15, 1103515245
  %17 = add i32 %16, 12345
  store i32 %17, ptr %1, align 4
  %18 = load i32, ptr %1, align 4
  %19 = lshr i32 %18, 28
  %20 = and i32 %19, 3
  store i32 %20, ptr %4, align 4
  %21 = load i32, ptr %1, align 4
  %22 = lshr i32 %21, 20
  %23 = and i32 %22, 15
  %24 = add i32 1, %23
  store i32 %24, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %25

25:                                               ; preds = %78, %14
  %26 = load i32, ptr %6, align 4
  %27 = load i32, ptr %5, align 4
  %28 = icmp ult i32 %26, %27
  br i1 %28, label %29, label %32

29:                                               ; preds = %25
  %30 = load i64, ptr %3, align 8
  %31 = icmp ult i64 %30, 256
  br label %32

32:                                               ; preds = %29, %25
  %33 = phi i1 [ false, %25 ], [ %31, %29 ]
  br i1 %33, label %34, label %83

34:                                               ; preds = %32
  %35 = load i32, ptr %4, align 4
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %37, label %43

37:                                               ; preds = %34
  %38 = load i32, ptr %1, align 4
  %39 = lshr i32 %38, 8
  %40 = trunc i32 %39 to i8
  %41 = load i64, ptr %3, align 8
  %42 = getelementptr inbounds [256 x i8], ptr @input, i64 0, i64 %41
  store i8 %40, ptr %42, align 1
  br label %77

43:                                               ; preds = %34
  %44 = load i32, ptr %4, align 4
  %45 = icmp eq i32 %44, 1
  br i1 %45, label %46, label %53

46:                                               ; preds = %43
  %47 = load i64, ptr %3, align 8
  %48 = urem i64 %47, 5
  %49 = add i64 97, %48
  %50 = trunc i64 %49 to i8
  %51 = load i64, ptr %3, align 8
  %52 = getelementptr inbounds [256 x i8], ptr @input, i64 0, i64 %51
  store i8 %50, ptr %52, align 1
  br label %76

53:                                               ; preds = %43
  %54 = load i32, ptr %4, align 4
  %55 = icmp eq i32 %54, 2
  br i1 %55, label %56, label %66

56:                                               ; preds = %53
  %57 = load i64, ptr %3, align 8
  %58 = icmp uge i64 %57, 40
  br i1 %58, label %59, label %66

59:                                               ; preds = %56
  %60 = load i64, ptr %3, align 8
  %61 = sub i64 %60, 40
  %62 = getelementptr inbounds [256 x i8], ptr @input, i64 0, i64 %61
  %63 = load i8, ptr %62, align 1
  %64 = load i64, ptr %3, align 8
  %65 = getelementptr inbounds [256 x i8], ptr @input, i64 0, i64 %64
  store i8 %63, ptr %65, align 1
  br label %75

66:                                               ; preds = %56, %53
  %67 = load i32, ptr %1, align 4
  %68 = load i32, ptr %6, align 4
  %69 = and i32 %68, 7
  %70 = lshr i32 %67, %69
  %71 = mul i32 %70, 31
  %72 = trunc i32 %71 to i8
  %73 = load i64, ptr %3, align 8
  %74 = getelementptr inbounds [256 x i8], ptr @input, i64 0, i64 %73
  store i8 %72, ptr %74, align 1
  br label %75

75:                                               ; preds = %66, %59
  br label %76

76:                                               ; preds = %75, %46
  br label %77

77:                                               ; preds = %76, %37
  br label %78

78:                                               ; preds = %77
  %79 = load i32, ptr %6, align 4
  %80 = add i32 %79, 1
  store i32 %80, ptr %6, align 4
  %81 = load i64, ptr %3, align 8
  %82 = add i64 %81, 1
  store i64 %82, ptr %3, align 8
  br label %25, !llvm.loop !2

83:                                               ; preds = %32
  br label %11, !llvm.loop !4

84:                                               ; preds = %11
  %85 = call i64 @rle_encode(ptr noundef @input, i64 noundef 256, ptr noundef @packed) #2
  store i64 %85, ptr %7, align 8
  %86 = load i64, ptr %7, align 8
  %87 = call i64 @rle_decode(ptr noundef @packed, i64 noundef %86, ptr noundef @output) #2
  %88 = icmp ne i64 %87, 256
  br i1 %88, label %92, label %89

89:                                               ; preds = %84
  %90 = call i32 @memcmp(ptr noundef @input, ptr noundef @output, i64 noundef 256) #2
  %91 = icmp ne i32 %90, 0
  br i1 %91, label %92, label %93

92:                                               ; preds = %89, %84
  call void @abort() #2
  br label %93

93:                                               ; preds = %92, %89
  %94 = load i32, ptr %2, align 4
  %95 = load i64, ptr %7, align 8
  %96 = trunc i64 %95 to i32
  %97 = xor i32 %94, %96
  %98 = mul i32 %97, 16777619
  store i32 %98, ptr %2, align 4
  store i64 0, ptr %8, align 8
  br label %99

99:                                               ; preds = %111, %93
  %100 = load i64, ptr %8, align 8
  %101 = load i64, ptr %7, align 8
  %102 = icmp ult i64 %100, %101
  br i1 %102, label %103, label %114

103:                                              ; preds = %99
  %104 = load i32, ptr %2, align 4
  %105 = load i64, ptr %8, align 8
  %106 = getelementptr inbounds [512 x i8], ptr @packed, i64 0, i64 %105
  %107 = load i8, ptr %106, align 1
  %108 = zext i8 %107 to i32
  %109 = xor i32 %104, %108
  %110 = mul i32 %109, 16777619
  store i32 %110, ptr %2, align 4
  br label %111

111:                                              ; preds = %103
  %112 = load i64, ptr %8, align 8
  %113 = add i64 %112, 1
  store i64 %113, ptr %8, align 8
  br label %99, !llvm.loop !5

114:                                              ; preds = %99
  %115 = call i64 @lz_encode(ptr noundef @input, i64 noundef 256, ptr noundef @packed) #2
  store i64 %115, ptr %9, align 8
  %116 = load i64, ptr %9, align 8
  %117 = call i64 @lz_decode(ptr noundef @packed, i64 noundef %116, ptr noundef @output) #2
  %118 = icmp ne i64 %117, 256
  br i1 %118, label %122, label %119

119:                                              ; preds = %114
  %120 = call i32 @memcmp(ptr noundef @input, ptr noundef @output, i64 noundef 256) #2
  %121 = icmp ne i32 %120, 0
  br i1 %121, label %122, label %123

122:                                              ; preds = %119, %114
  call void @abort() #2
  br label %123

123:                                              ; preds = %122, %119
  %124 = load i32, ptr %2, align 4
  %125 = load i64, ptr %9, align 8
  %126 = trunc i64 %125 to i32
  %127 = xor i32 %124, %126
  %128 = mul i32 %127, 16777619
  store i32 %128, ptr %2, align 4
  store i64 0, ptr %10, align 8
  br label %129

129:                                              ; preds = %141, %123
  %130 = load i64, ptr %10, align 8
  %131 = load i64, ptr %9, align 8
  %132 = icmp ult i64 %130, %131
  br i1 %132, label %133, label %144

133:                                              ; preds = %129
  %134 = load i32, ptr %2, align 4
  %135 = load i64, ptr %10, align 8
  %136 = getelementptr inbounds [512 x i8], ptr @packed, i64 0, i64 %135
  %137 = load i8, ptr %136, align 1
  %138 = zext i8 %137 to i32
  %139 = xor i32 %134, %138
  %140 = mul i32 %139, 16777619
  store i32 %140, ptr %2, align 4
  br label %141

141:                                              ; preds = %133
  %142 = load i64, ptr %10, align 8
  %143 = add i64 %142, 1
  store i64 %143, ptr %10, align 8
  br label %129, !llvm.loop !6

144:                                              ; preds = %129
  %145 = load i32, ptr %2, align 4
  %146 = and i32 %145, 2147483647
  ret i32 %146
}

; Function Attrs: noinline nounwind optnone
define internal i64 @rle_encode(ptr noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i64 0, ptr %7, align 8
  store i64 0, ptr %8, align 8
  br label %11

11:                                               ; preds = %146, %3
  %12 = load i64, ptr %7, align 8
  %13 = load i64, ptr %5, align 8
  %14 = icmp ult i64 %12, %13
  br i1 %14, label %15, label %147

15:                                               ; preds = %11
  store i64 1, ptr %9, align 8
  br label %16

16:                                               ; preds = %41, %15
  %17 = load i64, ptr %7, align 8
  %18 = load i64, ptr %9, align 8
  %19 = add i64 %17, %18
  %20 = load i64, ptr %5, align 8
  %21 = icmp ult i64 %19, %20
  br i1 %21, label %22, label %39

22:                                               ; preds = %16
  %23 = load i64, ptr %9, align 8
  %24 = icmp ult i64 %23, 128
  br i1 %24, label %25, label %39

25:                                               ; preds = %22
  %26 = load ptr, ptr %4, align 8
  %27 = load i64, ptr %7, align 8
  %28 = load i64, ptr %9, align 8
  %29 = add i64 %27, %28
  %30 = getelementptr inbounds i8, ptr %26, i64 %29
  %31 = load i8, ptr %30, align 1
  %32 = zext i8 %31 to i32
  %33 = load ptr, ptr %4, align 8
  %34 = load i64, ptr %7, align 8
  %35 = getelementptr inbounds i8, ptr %33, i64 %34
  %36 = load i8, ptr %35, align 1
  %37 = zext i8 %36 to i32
  %38 = icmp eq i32 %32, %37
  br label %39

39:                                               ; preds = %25, %22, %16
  %40 = phi i1 [ false, %22 ], [ false, %16 ], [ %38, %25 ]
  br i1 %40, label %41, label %44

41:                                               ; preds = %39
  %42 = load i64, ptr %9, align 8
  %43 = add i64 %42, 1
  store i64 %43, ptr %9, align 8
  br label %16, !llvm.loop !7

44:                                               ; preds = %39
  %45 = load i64, ptr %9, align 8
  %46 = icmp uge i64 %45, 3
  br i1 %46, label %47, label %67

47:                                               ; preds = %44
  %48 = load i64, ptr %9, align 8
  %49 = trunc i64 %48 to i32
  %50 = sub nsw i32 1, %49
  %51 = trunc i32 %50 to i8
  %52 = load ptr, ptr %6, align 8
  %53 = load i64, ptr %8, align 8
  %54 = add i64 %53, 1
  store i64 %54, ptr %8, align 8
  %55 = getelementptr inbounds i8, ptr %52, i64 %53
  store i8 %51, ptr %55, align 1
  %56 = load ptr, ptr %4, align 8
  %57 = load i64, ptr %7, align 8
  %58 = getelementptr inbounds i8, ptr %56, i64 %57
  %59 = load i8, ptr %58, align 1
  %60 = load ptr, ptr %6, align 8
  %61 = load i64, ptr %8, align 8
  %62 = add i64 %61, 1
  store i64 %62, ptr %8, align 8
  %63 = getelementptr inbounds i8, ptr %60, i64 %61
  store i8 %59, ptr %63, align 1
  %64 = load i64, ptr %9, align 8
  %65 = load i64, ptr %7, align 8
  %66 = add i64 %65, %64
  store i64 %66, ptr %7, align 8
  br label %146

67:                                               ; preds = %44
  store i64 0, ptr %10, align 8
  br label %68

68:                                               ; preds = %121, %67
  %69 = load i64, ptr %7, align 8
  %70 = load i64, ptr %10, align 8
  %71 = add i64 %69, %70
  %72 = load i64, ptr %5, align 8
  %73 = icmp ult i64 %71, %72
  br i1 %73, label %74, label %77

74:                                               ; preds = %68
  %75 = load i64, ptr %10, align 8
  %76 = icmp ult i64 %75, 128
  br label %77

77:                                               ; preds = %74, %68
  %78 = phi i1 [ false, %68 ], [ %76, %74 ]
  br i1 %78, label %79, label %124

79:                                               ; preds = %77
  %80 = load i64, ptr %7, align 8
  %81 = load i64, ptr %10, align 8
  %82 = add i64 %80, %81
  %83 = add i64 %82, 2
  %84 = load i64, ptr %5, align 8
  %85 = icmp ult i64 %83, %84
  br i1 %85, label %86, label %121

86:                                               ; preds = %79
  %87 = load ptr, ptr %4, align 8
  %88 = load i64, ptr %7, align 8
  %89 = load i64, ptr %10, align 8
  %90 = add i64 %88, %89
  %91 = getelementptr inbounds i8, ptr %87, i64 %90
  %92 = load i8, ptr %91, align 1
  %93 = zext i8 %92 to i32
  %94 = load ptr, ptr %4, align 8
  %95 = load i64, ptr %7, align 8
  %96 = load i64, ptr %10, align 8
  %97 = add i64 %95, %96
  %98 = add i64 %97, 1
  %99 = getelementptr inbounds i8, ptr %94, i64 %98
  %100 = load i8, ptr %99, align 1
  %101 = zext i8 %100 to i32
  %102 = icmp eq i32 %93, %101
  br i1 %102, label %103, label %121

103:                                              ; preds = %86
  %104 = load ptr, ptr %4, align 8
  %105 = load i64, ptr %7, align 8
  %106 = load i64, ptr %10, align 8
  %107 = add i64 %105, %106
  %108 = getelementptr inbounds i8, ptr %104, i64 %107
  %109 = load i8, ptr %108, align 1
  %110 = zext i8 %109 to i32
  %111 = load ptr, ptr %4, align 8
  %112 = load i64, ptr %7, align 8
  %113 = load i64, ptr %10, align 8
  %114 = add i64 %112, %113
  %115 = add i64 %114, 2
  %116 = getelementptr inbounds i8, ptr %111, i64 %115
  %117 = load i8, ptr %116, align 1
  %118 = zext i8 %117 to i32
  %119 = icmp eq i32 %110, %118
  br i1 %119, label %120, label %121

120:                                              ; preds = %103
  br label %124

121:                                              ; preds = %103, %86, %79
  %122 = load i64, ptr %10, align 8
  %123 = add i64 %122, 1
  store i64 %123, ptr %10, align 8
  br label %68, !llvm.loop !8

124:                                              ; preds = %120, %77
  %125 = load i64, ptr %10, align 8
  %126 = sub i64 %125, 1
  %127 = trunc i64 %126 to i8
  %128 = load ptr, ptr %6, align 8
  %129 = load i64, ptr %8, align 8
  %130 = add i64 %129, 1
  store i64 %130, ptr %8, align 8
  %131 = getelementptr inbounds i8, ptr %128, i64 %129
  store i8 %127, ptr %131, align 1
  %132 = load ptr, ptr %6, align 8
  %133 = load i64, ptr %8, align 8
  %134 = getelementptr inbounds i8, ptr %132, i64 %133
  %135 = load ptr, ptr %4, align 8
  %136 = load i64, ptr %7, align 8
  %137 = getelementptr inbounds i8, ptr %135, i64 %136
  %138 = load i64, ptr %10, align 8
  %139 = call ptr @memcpy(ptr noundef %134, ptr noundef %137, i64 noundef %138) #2
  %140 = load i64, ptr %10, align 8
  %141 = load i64, ptr %8, align 8
  %142 = add i64 %141, %140
  store i64 %142, ptr %8, align 8
  %143 = load i64, ptr %10, align 8
  %144 = load i64, ptr %7, align 8
  %145 = add i64 %144, %143
  store i64 %145, ptr %7, align 8
  br label %146

146:                                              ; preds = %124, %47
  br label %11, !llvm.loop !9

147:                                              ; preds = %11
  %148 = load i64, ptr %8, align 8
  ret i64 %148
}

; Function Attrs: noinline nounwind optnone
define internal i64 @rle_decode(ptr noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i8, align 1
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i64 0, ptr %7, align 8
  store i64 0, ptr %8, align 8
  br label %11

11:                                               ; preds = %67, %3
  %12 = load i64, ptr %7, align 8
  %13 = load i64, ptr %5, align 8
  %14 = icmp ult i64 %12, %13
  br i1 %14, label %15, label %68

15:                                               ; preds = %11
  %16 = load ptr, ptr %4, align 8
  %17 = load i64, ptr %7, align 8
  %18 = add i64 %17, 1
  store i64 %18, ptr %7, align 8
  %19 = getelementptr inbounds i8, ptr %16, i64 %17
  %20 = load i8, ptr %19, align 1
  store i8 %20, ptr %9, align 1
  %21 = load i8, ptr %9, align 1
  %22 = sext i8 %21 to i32
  %23 = icmp sge i32 %22, 0
  br i1 %23, label %24, label %45

24:                                               ; preds = %15
  %25 = load ptr, ptr %6, align 8
  %26 = load i64, ptr %8, align 8
  %27 = getelementptr inbounds i8, ptr %25, i64 %26
  %28 = load ptr, ptr %4, align 8
  %29 = load i64, ptr %7, align 8
  %30 = getelementptr inbounds i8, ptr %28, i64 %29
  %31 = load i8, ptr %9, align 1
  %32 = sext i8 %31 to i64
  %33 = add i64 %32, 1
  %34 = call ptr @memcpy(ptr noundef %27, ptr noundef %30, i64 noundef %33) #2
  %35 = load i8, ptr %9, align 1
  %36 = sext i8 %35 to i64
  %37 = add i64 %36, 1
  %38 = load i64, ptr %8, align 8
  %39 = add i64 %38, %37
  store i64 %39, ptr %8, align 8
  %40 = load i8, ptr %9, align 1
  %41 = sext i8 %40 to i64
  %42 = add i64 %41, 1
  %43 = load i64, ptr %7, align 8
  %44 = add i64 %43, %42
  store i64 %44, ptr %7, align 8
  br label %67

45:                                               ; preds = %15
  store i32 0, ptr %10, align 4
  br label %46

46:                                               ; preds = %61, %45
  %47 = load i32, ptr %10, align 4
  %48 = load i8, ptr %9, align 1
  %49 = sext i8 %48 to i32
  %50 = sub nsw i32 1, %49
  %51 = icmp slt i32 %47, %50
  br i1 %51, label %52, label %64

52:                                               ; preds = %46
  %53 = load ptr, ptr %4, align 8
  %54 = load i64, ptr %7, align 8
  %55 = getelementptr inbounds i8, ptr %53, i64 %54
  %56 = load i8, ptr %55, align 1
  %57 = load ptr, ptr %6, align 8
  %58 = load i64, ptr %8, align 8
  %59 = add i64 %58, 1
  store i64 %59, ptr %8, align 8
  %60 = getelementptr inbounds i8, ptr %57, i64 %58
  store i8 %56, ptr %60, align 1
  br label %61

61:                                               ; preds = %52
  %62 = load i32, ptr %10, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %10, align 4
  br label %46, !llvm.loop !10

64:                                               ; preds = %46
  %65 = load i64, ptr %7, align 8
  %66 = add i64 %65, 1
  store i64 %66, ptr %7, align 8
  br label %67

67:                                               ; preds = %64, %24
  br label %11, !llvm.loop !11

68:                                               ; preds = %11
  %69 = load i64, ptr %8, align 8
  ret i64 %69
}

declare dso_local i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #1

declare dso_local void @abort() #1

; Function Attrs: noinline nounwind optnone
define internal i64 @lz_encode(ptr noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i64 0, ptr %7, align 8
  store i64 0, ptr %8, align 8
  store i64 0, ptr %9, align 8
  br label %17

17:                                               ; preds = %144, %3
  %18 = load i64, ptr %7, align 8
  %19 = load i64, ptr %5, align 8
  %20 = icmp ult i64 %18, %19
  br i1 %20, label %21, label %145

21:                                               ; preds = %17
  store i64 0, ptr %10, align 8
  store i64 0, ptr %11, align 8
  %22 = load i64, ptr %7, align 8
  %23 = icmp ult i64 %22, 63
  br i1 %23, label %24, label %26

24:                                               ; preds = %21
  %25 = load i64, ptr %7, align 8
  br label %27

26:                                               ; preds = %21
  br label %27

27:                                               ; preds = %26, %24
  %28 = phi i64 [ %25, %24 ], [ 63, %26 ]
  store i64 %28, ptr %12, align 8
  store i64 1, ptr %13, align 8
  br label %29

29:                                               ; preds = %78, %27
  %30 = load i64, ptr %13, align 8
  %31 = load i64, ptr %12, align 8
  %32 = icmp ule i64 %30, %31
  br i1 %32, label %33, label %81

33:                                               ; preds = %29
  store i64 0, ptr %14, align 8
  br label %34

34:                                               ; preds = %63, %33
  %35 = load i64, ptr %7, align 8
  %36 = load i64, ptr %14, align 8
  %37 = add i64 %35, %36
  %38 = load i64, ptr %5, align 8
  %39 = icmp ult i64 %37, %38
  br i1 %39, label %40, label %61

40:                                               ; preds = %34
  %41 = load i64, ptr %14, align 8
  %42 = icmp ult i64 %41, 130
  br i1 %42, label %43, label %61

43:                                               ; preds = %40
  %44 = load ptr, ptr %4, align 8
  %45 = load i64, ptr %7, align 8
  %46 = load i64, ptr %14, align 8
  %47 = add i64 %45, %46
  %48 = getelementptr inbounds i8, ptr %44, i64 %47
  %49 = load i8, ptr %48, align 1
  %50 = zext i8 %49 to i32
  %51 = load ptr, ptr %4, align 8
  %52 = load i64, ptr %7, align 8
  %53 = load i64, ptr %14, align 8
  %54 = add i64 %52, %53
  %55 = load i64, ptr %13, align 8
  %56 = sub i64 %54, %55
  %57 = getelementptr inbounds i8, ptr %51, i64 %56
  %58 = load i8, ptr %57, align 1
  %59 = zext i8 %58 to i32
  %60 = icmp eq i32 %50, %59
  br label %61

61:                                               ; preds = %43, %40, %34
  %62 = phi i1 [ false, %40 ], [ false, %34 ], [ %60, %43 ]
  br i1 %62, label %63, label %66

63:                                               ; preds = %61
  %64 = load i64, ptr %14, align 8
  %65 = add i64 %64, 1
  store i64 %65, ptr %14, align 8
  br label %34, !llvm.loop !12

66:                                               ; preds = %61
  %67 = load i64, ptr %14, align 8
  %68 = load i64, ptr %10, align 8
  %69 = icmp ugt i64 %67, %68
  br i1 %69, label %70, label %77

70:                                               ; preds = %66
  %71 = load i64, ptr %14, align 8
  store i64 %71, ptr %10, align 8
  %72 = load i64, ptr %13, align 8
  store i64 %72, ptr %11, align 8
  %73 = load i64, ptr %14, align 8
  %74 = icmp eq i64 %73, 130
  br i1 %74, label %75, label %76

75:                                               ; preds = %70
  br label %81

76:                                               ; preds = %70
  br label %77

77:                                               ; preds = %76, %66
  br label %78

78:                                               ; preds = %77
  %79 = load i64, ptr %13, align 8
  %80 = add i64 %79, 1
  store i64 %80, ptr %13, align 8
  br label %29, !llvm.loop !13

81:                                               ; preds = %75, %29
  %82 = load i64, ptr %10, align 8
  %83 = icmp uge i64 %82, 3
  br i1 %83, label %84, label %141

84:                                               ; preds = %81
  br label %85

85:                                               ; preds = %99, %84
  %86 = load i64, ptr %9, align 8
  %87 = load i64, ptr %7, align 8
  %88 = icmp ult i64 %86, %87
  br i1 %88, label %89, label %122

89:                                               ; preds = %85
  %90 = load i64, ptr %7, align 8
  %91 = load i64, ptr %9, align 8
  %92 = sub i64 %90, %91
  %93 = icmp ult i64 %92, 128
  br i1 %93, label %94, label %98

94:                                               ; preds = %89
  %95 = load i64, ptr %7, align 8
  %96 = load i64, ptr %9, align 8
  %97 = sub i64 %95, %96
  br label %99

98:                                               ; preds = %89
  br label %99

99:                                               ; preds = %98, %94
  %100 = phi i64 [ %97, %94 ], [ 128, %98 ]
  store i64 %100, ptr %15, align 8
  %101 = load i64, ptr %15, align 8
  %102 = sub i64 %101, 1
  %103 = trunc i64 %102 to i8
  %104 = load ptr, ptr %6, align 8
  %105 = load i64, ptr %8, align 8
  %106 = add i64 %105, 1
  store i64 %106, ptr %8, align 8
  %107 = getelementptr inbounds i8, ptr %104, i64 %105
  store i8 %103, ptr %107, align 1
  %108 = load ptr, ptr %6, align 8
  %109 = load i64, ptr %8, align 8
  %110 = getelementptr inbounds i8, ptr %108, i64 %109
  %111 = load ptr, ptr %4, align 8
  %112 = load i64, ptr %9, align 8
  %113 = getelementptr inbounds i8, ptr %111, i64 %112
  %114 = load i64, ptr %15, align 8
  %115 = call ptr @memcpy(ptr noundef %110, ptr noundef %113, i64 noundef %114) #2
  %116 = load i64, ptr %15, align 8
  %117 = load i64, ptr %8, align 8
  %118 = add i64 %117, %116
  store i64 %118, ptr %8, align 8
  %119 = load i64, ptr %15, align 8
  %120 = load i64, ptr %9, align 8
  %121 = add i64 %120, %119
  store i64 %121, ptr %9, align 8
  br label %85, !llvm.loop !14

122:                                              ; preds = %85
  %123 = load i64, ptr %10, align 8
  %124 = sub i64 %123, 3
  %125 = or i64 128, %124
  %126 = trunc i64 %125 to i8
  %127 = load ptr, ptr %6, align 8
  %128 = load i64, ptr %8, align 8
  %129 = add i64 %128, 1
  store i64 %129, ptr %8, align 8
  %130 = getelementptr inbounds i8, ptr %127, i64 %128
  store i8 %126, ptr %130, align 1
  %131 = load i64, ptr %11, align 8
  %132 = trunc i64 %131 to i8
  %133 = load ptr, ptr %6, align 8
  %134 = load i64, ptr %8, align 8
  %135 = add i64 %134, 1
  store i64 %135, ptr %8, align 8
  %136 = getelementptr inbounds i8, ptr %133, i64 %134
  store i8 %132, ptr %136, align 1
  %137 = load i64, ptr %10, align 8
  %138 = load i64, ptr %7, align 8
  %139 = add i64 %138, %137
  store i64 %139, ptr %7, align 8
  %140 = load i64, ptr %7, align 8
  store i64 %140, ptr %9, align 8
  br label %144

141:                                              ; preds = %81
  %142 = load i64, ptr %7, align 8
  %143 = add i64 %142, 1
  store i64 %143, ptr %7, align 8
  br label %144

144:                                              ; preds = %141, %122
  br label %17, !llvm.loop !15

145:                                              ; preds = %17
  br label %146

146:                                              ; preds = %160, %145
  %147 = load i64, ptr %9, align 8
  %148 = load i64, ptr %5, align 8
  %149 = icmp ult i64 %147, %148
  br i1 %149, label %150, label %183

150:                                              ; preds = %146
  %151 = load i64, ptr %5, align 8
  %152 = load i64, ptr %9, align 8
  %153 = sub i64 %151, %152
  %154 = icmp ult i64 %153, 128
  br i1 %154, label %155, label %159

155:                                              ; preds = %150
  %156 = load i64, ptr %5, align 8
  %157 = load i64, ptr %9, align 8
  %158 = sub i64 %156, %157
  br label %160

159:                                              ; preds = %150
  br label %160

160:                                              ; preds = %159, %155
  %161 = phi i64 [ %158, %155 ], [ 128, %159 ]
  store i64 %161, ptr %16, align 8
  %162 = load i64, ptr %16, align 8
  %163 = sub i64 %162, 1
  %164 = trunc i64 %163 to i8
  %165 = load ptr, ptr %6, align 8
  %166 = load i64, ptr %8, align 8
  %167 = add i64 %166, 1
  store i64 %167, ptr %8, align 8
  %168 = getelementptr inbounds i8, ptr %165, i64 %166
  store i8 %164, ptr %168, align 1
  %169 = load ptr, ptr %6, align 8
  %170 = load i64, ptr %8, align 8
  %171 = getelementptr inbounds i8, ptr %169, i64 %170
  %172 = load ptr, ptr %4, align 8
  %173 = load i64, ptr %9, align 8
  %174 = getelementptr inbounds i8, ptr %172, i64 %173
  %175 = load i64, ptr %16, align 8
  %176 = call ptr @memcpy(ptr noundef %171, ptr noundef %174, i64 noundef %175) #2
  %177 = load i64, ptr %16, align 8
  %178 = load i64, ptr %8, align 8
  %179 = add i64 %178, %177
  store i64 %179, ptr %8, align 8
  %180 = load i64, ptr %16, align 8
  %181 = load i64, ptr %9, align 8
  %182 = add i64 %181, %180
  store i64 %182, ptr %9, align 8
  br label %146, !llvm.loop !16

183:                                              ; preds = %146
  %184 = load i64, ptr %8, align 8
  ret i64 %184
}

; Function Attrs: noinline nounwind optnone
define internal i64 @lz_decode(ptr noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i8, align 1
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i64 0, ptr %7, align 8
  store i64 0, ptr %8, align 8
  br label %13

13:                                               ; preds = %79, %3
  %14 = load i64, ptr %7, align 8
  %15 = load i64, ptr %5, align 8
  %16 = icmp ult i64 %14, %15
  br i1 %16, label %17, label %80

17:                                               ; preds = %13
  %18 = load ptr, ptr %4, align 8
  %19 = load i64, ptr %7, align 8
  %20 = add i64 %19, 1
  store i64 %20, ptr %7, align 8
  %21 = getelementptr inbounds i8, ptr %18, i64 %19
  %22 = load i8, ptr %21, align 1
  store i8 %22, ptr %9, align 1
  %23 = load i8, ptr %9, align 1
  %24 = zext i8 %23 to i32
  %25 = icmp ult i32 %24, 128
  br i1 %25, label %26, label %47

26:                                               ; preds = %17
  %27 = load ptr, ptr %6, align 8
  %28 = load i64, ptr %8, align 8
  %29 = getelementptr inbounds i8, ptr %27, i64 %28
  %30 = load ptr, ptr %4, align 8
  %31 = load i64, ptr %7, align 8
  %32 = getelementptr inbounds i8, ptr %30, i64 %31
  %33 = load i8, ptr %9, align 1
  %34 = zext i8 %33 to i64
  %35 = add i64 %34, 1
  %36 = call ptr @memmove(ptr noundef %29, ptr noundef %32, i64 noundef %35) #2
  %37 = load i8, ptr %9, align 1
  %38 = zext i8 %37 to i64
  %39 = add i64 %38, 1
  %40 = load i64, ptr %8, align 8
  %41 = add i64 %40, %39
  store i64 %41, ptr %8, align 8
  %42 = load i8, ptr %9, align 1
  %43 = zext i8 %42 to i64
  %44 = add i64 %43, 1
  %45 = load i64, ptr %7, align 8
  %46 = add i64 %45, %44
  store i64 %46, ptr %7, align 8
  br label %79

47:                                               ; preds = %17
  %48 = load i8, ptr %9, align 1
  %49 = zext i8 %48 to i32
  %50 = and i32 %49, 127
  %51 = zext i32 %50 to i64
  %52 = add i64 %51, 3
  store i64 %52, ptr %10, align 8
  %53 = load ptr, ptr %4, align 8
  %54 = load i64, ptr %7, align 8
  %55 = add i64 %54, 1
  store i64 %55, ptr %7, align 8
  %56 = getelementptr inbounds i8, ptr %53, i64 %54
  %57 = load i8, ptr %56, align 1
  %58 = zext i8 %57 to i64
  store i64 %58, ptr %11, align 8
  store i64 0, ptr %12, align 8
  br label %59

59:                                               ; preds = %73, %47
  %60 = load i64, ptr %12, align 8
  %61 = load i64, ptr %10, align 8
  %62 = icmp ult i64 %60, %61
  br i1 %62, label %63, label %78

63:                                               ; preds = %59
  %64 = load ptr, ptr %6, align 8
  %65 = load i64, ptr %8, align 8
  %66 = load i64, ptr %11, align 8
  %67 = sub i64 %65, %66
  %68 = getelementptr inbounds i8, ptr %64, i64 %67
  %69 = load i8, ptr %68, align 1
  %70 = load ptr, ptr %6, align 8
  %71 = load i64, ptr %8, align 8
  %72 = getelementptr inbounds i8, ptr %70, i64 %71
  store i8 %69, ptr %72, align 1
  br label %73

73:                                               ; preds = %63
  %74 = load i64, ptr %12, align 8
  %75 = add i64 %74, 1
  store i64 %75, ptr %12, align 8
  %76 = load i64, ptr %8, align 8
  %77 = add i64 %76, 1
  store i64 %77, ptr %8, align 8
  br label %59, !llvm.loop !17

78:                                               ; preds = %59
  br label %79

79:                                               ; preds = %78, %26
  br label %13, !llvm.loop !18

80:                                               ; preds = %13
  %81 = load i64, ptr %8, align 8
  ret i64 %81
}

declare dso_local ptr @memcpy(ptr noundef, ptr noundef, i64 noundef) #1

declare dso_local ptr @memmove(ptr noundef, ptr noundef, i64 noundef) #1

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
!15 = distinct !{!15, !3}
!16 = distinct !{!16, !3}
!17 = distinct !{!17, !3}
!18 = distinct !{!18, !3}
