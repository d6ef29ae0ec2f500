; ModuleID = 'base64.c'
source_filename = "base64.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@rev = internal global [256 x i8] zeroinitializer, align 16
@alphabet = internal constant [65 x i8] c"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/\00", align 16
@main.samples = internal global [8 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7], align 16
@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"f\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"fo\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"foo\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"foob\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"fooba\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"foobar\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"Tessera\00", align 1
@main.expect = internal global [8 x ptr] [ptr @.str, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14], align 16
@.str.8 = private unnamed_addr constant [5 x i8] c"Zg==\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"Zm8=\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"Zm9v\00", align 1
@.str.11 = private unnamed_addr constant [9 x i8] c"Zm9vYg==\00", align 1
@.str.12 = private unnamed_addr constant [9 x i8] c"Zm9vYmE=\00", align 1
@.str.13 = private unnamed_addr constant [9 x i8] c"Zm9vYmFy\00", align 1
@.str.14 = private unnamed_addr constant [13 x i8] c"VGVzc2VyYQ==\00", align 1
@text = internal global [200 x i8] zeroinitializer, align 16
@bytes = internal global [150 x i8] zeroinitializer, align 16
@back = internal global [150 x i8] zeroinitializer, align 16
@main.bad = internal global [5 x ptr] [ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19], align 16
@.str.15 = private unnamed_addr constant [4 x i8] c"Zg=\00", align 1
@.str.16 = private unnamed_addr constant [5 x i8] c"Z===\00", align 1
@.str.17 = private unnamed_addr constant [9 x i8] c"Zm9v!A==\00", align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"=Zm9\00", align 1
@.str.19 = private unnamed_addr constant [9 x i8] c"Zg==Zg==\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  br label %14

14:                                               ; preds = %21, %0
  %15 = load i32, ptr %1, align 4
  %16 = icmp slt i32 %15, 256
  br i1 %16, label %17, label %24

17:                                               ; preds = %14
  %18 = load i32, ptr %1, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [256 x i8], ptr @rev, i64 0, i64 %19
  store i8 -1, ptr %20, align 1
  br label %21

21:                                               ; preds = %17
  %22 = load i32, ptr %1, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %1, align 4
  br label %14, !llvm.loop !2

24:                                               ; preds = %14
  store i32 0, ptr %2, align 4
  br label %25

25:                                               ; preds = %37, %24
  %26 = load i32, ptr %2, align 4
  %27 = icmp slt i32 %26, 64
  br i1 %27, label %28, label %40

28:                                               ; preds = %25
  %29 = load i32, ptr %2, align 4
  %30 = trunc i32 %29 to i8
  %31 = load i32, ptr %2, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %32
  %34 = load i8, ptr %33, align 1
  %35 = zext i8 %34 to i64
  %36 = getelementptr inbounds [256 x i8], ptr @rev, i64 0, i64 %35
  store i8 %30, ptr %36, align 1
  br label %37

37:                                               ; preds = %28
  %38 = load i32, ptr %2, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %2, align 4
  br label %25, !llvm.loop !4

40:                                               ; preds = %25
  store i32 -2128831035, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %41

41:                                               ; preds = %88, %40
  %42 = load i32, ptr %4, align 4
  %43 = zext i32 %42 to i64
  %44 = icmp ult i64 %43, 8
  br i1 %44, label %45, label %91

45:                                               ; preds = %41
  %46 = load i32, ptr %4, align 4
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds [8 x ptr], ptr @main.samples, i64 0, i64 %47
  %49 = load ptr, ptr %48, align 8
  %50 = load i32, ptr %4, align 4
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds [8 x ptr], ptr @main.samples, i64 0, i64 %51
  %53 = load ptr, ptr %52, align 8
  %54 = call i64 @strlen(ptr noundef %53) #2
  %55 = call i64 @encode(ptr noundef %49, i64 noundef %54, ptr noundef @text) #2
  store i64 %55, ptr %5, align 8
  %56 = load i64, ptr %5, align 8
  %57 = load i32, ptr %4, align 4
  %58 = zext i32 %57 to i64
  %59 = getelementptr inbounds [8 x ptr], ptr @main.expect, i64 0, i64 %58
  %60 = load ptr, ptr %59, align 8
  %61 = call i64 @strlen(ptr noundef %60) #2
  %62 = icmp ne i64 %56, %61
  br i1 %62, label %71, label %63

63:                                               ; preds = %45
  %64 = load i32, ptr %4, align 4
  %65 = zext i32 %64 to i64
  %66 = getelementptr inbounds [8 x ptr], ptr @main.expect, i64 0, i64 %65
  %67 = load ptr, ptr %66, align 8
  %68 = load i64, ptr %5, align 8
  %69 = call i32 @memcmp(ptr noundef @text, ptr noundef %67, i64 noundef %68) #2
  %70 = icmp ne i32 %69, 0
  br i1 %70, label %71, label %72

71:                                               ; preds = %63, %45
  call void @abort() #2
  br label %72

72:                                               ; preds = %71, %63
  store i64 0, ptr %6, align 8
  br label %73

73:                                               ; preds = %83, %72
  %74 = load i64, ptr %6, align 8
  %75 = load i64, ptr %5, align 8
  %76 = icmp ult i64 %74, %75
  br i1 %76, label %77, label %86

77:                                               ; preds = %73
  %78 = load i64, ptr %6, align 8
  %79 = getelementptr inbounds [200 x i8], ptr @text, i64 0, i64 %78
  %80 = load i8, ptr %79, align 1
  %81 = sext i8 %80 to i32
  %82 = call i32 @putchar(i32 noundef %81) #2
  br label %83

83:                                               ; preds = %77
  %84 = load i64, ptr %6, align 8
  %85 = add i64 %84, 1
  store i64 %85, ptr %6, align 8
  br label %73, !llvm.loop !5

86:                                               ; preds = %73
  %87 = call i32 @putchar(i32 noundef 10) #2
  br label %88

88:                                               ; preds = %86
  %89 = load i32, ptr %4, align 4
  %90 = add i32 %89, 1
  store i32 %90, ptr %4, align 4
  br label %41, !llvm.loop !6

91:                                               ; preds = %41
  store i32 3, ptr %7, align 4
  store i64 0, ptr %8, align 8
  br label %92

92:                                               ; preds = %147, %91
  %93 = load i64, ptr %8, align 8
  %94 = icmp ult i64 %93, 150
  br i1 %94, label %95, label %150

95:                                               ; preds = %92
  store i64 0, ptr %9, align 8
  br label %96

96:                                               ; preds = %109, %95
  %97 = load i64, ptr %9, align 8
  %98 = load i64, ptr %8, align 8
  %99 = icmp ult i64 %97, %98
  br i1 %99, label %100, label %112

100:                                              ; preds = %96
  %101 = load i32, ptr %7, align 4
  %102 = mul i32 %101, 1664525
  %103 = add i32 %102, 1013904223
  store i32 %103, ptr %7, align 4
  %104 = load i32, ptr %7, align 4
  %105 = lshr i32 %104, 24
  %106 = trunc i32 %105 to i8
  %107 = load i64, ptr %9, align 8
  %108 = getelementptr inbounds [150 x i8], ptr @bytes, i64 0, i64 %107
  store i8 %106, ptr %108, align 1
  br label %109

109:                                              ; preds = %100
  %110 = load i64, ptr %9, align 8
  %111 = add i64 %110, 1
  store i64 %111, ptr %9, align 8
  br label %96, !llvm.loop !7

112:                                              ; preds = %96
  %113 = load i64, ptr %8, align 8
  %114 = call i64 @encode(ptr noundef @bytes, i64 noundef %113, ptr noundef @text) #2
  store i64 %114, ptr %10, align 8
  %115 = call i32 @decode(ptr noundef @text, ptr noundef @back) #2
  store i32 %115, ptr %11, align 4
  %116 = load i32, ptr %11, align 4
  %117 = load i64, ptr %8, align 8
  %118 = trunc i64 %117 to i32
  %119 = icmp ne i32 %116, %118
  br i1 %119, label %124, label %120

120:                                              ; preds = %112
  %121 = load i64, ptr %8, align 8
  %122 = call i32 @memcmp(ptr noundef @bytes, ptr noundef @back, i64 noundef %121) #2
  %123 = icmp ne i32 %122, 0
  br i1 %123, label %124, label %125

124:                                              ; preds = %120, %112
  call void @abort() #2
  br label %125

125:                                              ; preds = %124, %120
  store i64 0, ptr %12, align 8
  br label %126

126:                                              ; preds = %138, %125
  %127 = load i64, ptr %12, align 8
  %128 = load i64, ptr %10, align 8
  %129 = icmp ult i64 %127, %128
  br i1 %129, label %130, label %141

130:                                              ; preds = %126
  %131 = load i32, ptr %3, align 4
  %132 = load i64, ptr %12, align 8
  %133 = getelementptr inbounds [200 x i8], ptr @text, i64 0, i64 %132
  %134 = load i8, ptr %133, align 1
  %135 = zext i8 %134 to i32
  %136 = xor i32 %131, %135
  %137 = mul i32 %136, 16777619
  store i32 %137, ptr %3, align 4
  br label %138

138:                                              ; preds = %130
  %139 = load i64, ptr %12, align 8
  %140 = add i64 %139, 5
  store i64 %140, ptr %12, align 8
  br label %126, !llvm.loop !8

141:                                              ; preds = %126
  %142 = load i32, ptr %3, align 4
  %143 = load i64, ptr %10, align 8
  %144 = trunc i64 %143 to i32
  %145 = xor i32 %142, %144
  %146 = mul i32 %145, 16777619
  store i32 %146, ptr %3, align 4
  br label %147

147:                                              ; preds = %141
  %148 = load i64, ptr %8, align 8
  %149 = add i64 %148, 7
  store i64 %149, ptr %8, align 8
  br label %92, !llvm.loop !9

150:                                              ; preds = %92
  store i32 0, ptr %13, align 4
  br label %151

151:                                              ; preds = %164, %150
  %152 = load i32, ptr %13, align 4
  %153 = zext i32 %152 to i64
  %154 = icmp ult i64 %153, 5
  br i1 %154, label %155, label %167

155:                                              ; preds = %151
  %156 = load i32, ptr %3, align 4
  %157 = load i32, ptr %13, align 4
  %158 = zext i32 %157 to i64
  %159 = getelementptr inbounds [5 x ptr], ptr @main.bad, i64 0, i64 %158
  %160 = load ptr, ptr %159, align 8
  %161 = call i32 @decode(ptr noundef %160, ptr noundef @back) #2
  %162 = xor i32 %156, %161
  %163 = mul i32 %162, 16777619
  store i32 %163, ptr %3, align 4
  br label %164

164:                                              ; preds = %155
  %165 = load i32, ptr %13, align 4
  %166 = add i32 %165, 1
  store i32 %166, ptr %13, align 4
  br label %151, !llvm.loop !10

167:                                              ; preds = %151
  %168 = load i32, ptr %3, align 4
  %169 = and i32 %168, 2147483647
  ret i32 %169
}

; Function Attrs: noinline nounwind optnone
define internal i64 @encode(ptr noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i64 0, ptr %7, align 8
  store i64 0, ptr %8, align 8
  br label %12

12:                                               ; preds = %78, %3
  %13 = load i64, ptr %8, align 8
  %14 = add i64 %13, 3
  %15 = load i64, ptr %5, align 8
  %16 = icmp ule i64 %14, %15
  br i1 %16, label %17, label %81

17:                                               ; preds = %12
  %18 = load ptr, ptr %4, align 8
  %19 = load i64, ptr %8, align 8
  %20 = getelementptr inbounds i8, ptr %18, i64 %19
  %21 = load i8, ptr %20, align 1
  %22 = zext i8 %21 to i32
  %23 = shl i32 %22, 16
  %24 = load ptr, ptr %4, align 8
  %25 = load i64, ptr %8, align 8
  %26 = add i64 %25, 1
  %27 = getelementptr inbounds i8, ptr %24, i64 %26
  %28 = load i8, ptr %27, align 1
  %29 = zext i8 %28 to i32
  %30 = shl i32 %29, 8
  %31 = or i32 %23, %30
  %32 = load ptr, ptr %4, align 8
  %33 = load i64, ptr %8, align 8
  %34 = add i64 %33, 2
  %35 = getelementptr inbounds i8, ptr %32, i64 %34
  %36 = load i8, ptr %35, align 1
  %37 = zext i8 %36 to i32
  %38 = or i32 %31, %37
  store i32 %38, ptr %9, align 4
  %39 = load i32, ptr %9, align 4
  %40 = lshr i32 %39, 18
  %41 = and i32 %40, 63
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %42
  %44 = load i8, ptr %43, align 1
  %45 = load ptr, ptr %6, align 8
  %46 = load i64, ptr %7, align 8
  %47 = add i64 %46, 1
  store i64 %47, ptr %7, align 8
  %48 = getelementptr inbounds i8, ptr %45, i64 %46
  store i8 %44, ptr %48, align 1
  %49 = load i32, ptr %9, align 4
  %50 = lshr i32 %49, 12
  %51 = and i32 %50, 63
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %52
  %54 = load i8, ptr %53, align 1
  %55 = load ptr, ptr %6, align 8
  %56 = load i64, ptr %7, align 8
  %57 = add i64 %56, 1
  store i64 %57, ptr %7, align 8
  %58 = getelementptr inbounds i8, ptr %55, i64 %56
  store i8 %54, ptr %58, align 1
  %59 = load i32, ptr %9, align 4
  %60 = lshr i32 %59, 6
  %61 = and i32 %60, 63
  %62 = zext i32 %61 to i64
  %63 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %62
  %64 = load i8, ptr %63, align 1
  %65 = load ptr, ptr %6, align 8
  %66 = load i64, ptr %7, align 8
  %67 = add i64 %66, 1
  store i64 %67, ptr %7, align 8
  %68 = getelementptr inbounds i8, ptr %65, i64 %66
  store i8 %64, ptr %68, align 1
  %69 = load i32, ptr %9, align 4
  %70 = and i32 %69, 63
  %71 = zext i32 %70 to i64
  %72 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %71
  %73 = load i8, ptr %72, align 1
  %74 = load ptr, ptr %6, align 8
  %75 = load i64, ptr %7, align 8
  %76 = add i64 %75, 1
  store i64 %76, ptr %7, align 8
  %77 = getelementptr inbounds i8, ptr %74, i64 %75
  store i8 %73, ptr %77, align 1
  br label %78

78:                                               ; preds = %17
  %79 = load i64, ptr %8, align 8
  %80 = add i64 %79, 3
  store i64 %80, ptr %8, align 8
  br label %12, !llvm.loop !11

81:                                               ; preds = %12
  %82 = load i64, ptr %5, align 8
  %83 = load i64, ptr %8, align 8
  %84 = sub i64 %82, %83
  %85 = icmp eq i64 %84, 1
  br i1 %85, label %86, label %121

86:                                               ; preds = %81
  %87 = load ptr, ptr %4, align 8
  %88 = load i64, ptr %8, align 8
  %89 = getelementptr inbounds i8, ptr %87, i64 %88
  %90 = load i8, ptr %89, align 1
  %91 = zext i8 %90 to i32
  %92 = shl i32 %91, 16
  store i32 %92, ptr %10, align 4
  %93 = load i32, ptr %10, align 4
  %94 = lshr i32 %93, 18
  %95 = and i32 %94, 63
  %96 = zext i32 %95 to i64
  %97 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %96
  %98 = load i8, ptr %97, align 1
  %99 = load ptr, ptr %6, align 8
  %100 = load i64, ptr %7, align 8
  %101 = add i64 %100, 1
  store i64 %101, ptr %7, align 8
  %102 = getelementptr inbounds i8, ptr %99, i64 %100
  store i8 %98, ptr %102, align 1
  %103 = load i32, ptr %10, align 4
  %104 = lshr i32 %103, 12
  %105 = and i32 %104, 63
  %106 = zext i32 %105 to i64
  %107 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %106
  %108 = load i8, ptr %107, align 1
  %109 = load ptr, ptr %6, align 8
  %110 = load i64, ptr %7, align 8
  %111 = add i64 %110, 1
  store i64 %111, ptr %7, align 8
  %112 = getelementptr inbounds i8, ptr %109, i64 %110
  store i8 %108, ptr %112, align 1
  %113 = load ptr, ptr %6, align 8
  %114 = load i64, ptr %7, align 8
  %115 = add i64 %114, 1
  store i64 %115, ptr %7, align 8
  %116 = getelementptr inbounds i8, ptr %113, i64 %114
  store i8 61, ptr %116, align 1
  %117 = load ptr, ptr %6, align 8
  %118 = load i64, ptr %7, align 8
  %119 = add i64 %118, 1
  store i64 %119, ptr %7, align 8
  %120 = getelementptr inbounds i8, ptr %117, i64 %118
  store i8 61, ptr %120, align 1
  br label %176

121:                                              ; preds = %81
  %122 = load i64, ptr %5, align 8
  %123 = load i64, ptr %8, align 8
  %124 = sub i64 %122, %123
  %125 = icmp eq i64 %124, 2
  br i1 %125, label %126, label %175

126:                                              ; preds = %121
  %127 = load ptr, ptr %4, align 8
  %128 = load i64, ptr %8, align 8
  %129 = getelementptr inbounds i8, ptr %127, i64 %128
  %130 = load i8, ptr %129, align 1
  %131 = zext i8 %130 to i32
  %132 = shl i32 %131, 16
  %133 = load ptr, ptr %4, align 8
  %134 = load i64, ptr %8, align 8
  %135 = add i64 %134, 1
  %136 = getelementptr inbounds i8, ptr %133, i64 %135
  %137 = load i8, ptr %136, align 1
  %138 = zext i8 %137 to i32
  %139 = shl i32 %138, 8
  %140 = or i32 %132, %139
  store i32 %140, ptr %11, align 4
  %141 = load i32, ptr %11, align 4
  %142 = lshr i32 %141, 18
  %143 = and i32 %142, 63
  %144 = zext i32 %143 to i64
  %145 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %144
  %146 = load i8, ptr %145, align 1
  %147 = load ptr, ptr %6, align 8
  %148 = load i64, ptr %7, align 8
  %149 = add i64 %148, 1
  store i64 %149, ptr %7, align 8
  %150 = getelementptr inbounds i8, ptr %147, i64 %148
  store i8 %146, ptr %150, align 1
  %151 = load i32, ptr %11, align 4
  %152 = lshr i32 %151, 12
  %153 = and i32 %152, 63
  %154 = zext i32 %153 to i64
  %155 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %154
  %156 = load i8, ptr %155, align 1
  %157 = load ptr, ptr %6, align 8
  %158 = load i64, ptr %7, align 8
  %159 = add i64 %158, 1
  store i64 %159, ptr %7, align 8
  %160 = getelementptr inbounds i8, ptr %157, i64 %158
  store i8 %156, ptr %160, align 1
  %161 = load i32, ptr %11, align 4
  %162 = lshr i32 %161, 6
  %163 = and i32 %162, 63
  %164 = zext i32 %163 to i64
  %165 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %164
  %166 = load i8, ptr %165, align 1
  %167 = load ptr, ptr %6, align 8
  %168 = load i64, ptr %7, align 8
  %169 = add i64 %168, 1
  store i64 %169, ptr %7, align 8
  %170 = getelementptr inbounds i8, ptr %167, i64 %168
  store i8 %166, ptr %170, align 1
  %171 = load ptr, ptr %6, align 8
  %172 = load i64, ptr %7, align 8
  %173 = add i64 %172, 1
  store i64 %173, ptr %7, align 8
  %174 = getelementptr inbounds i8, ptr %171, i64 %172
  store i8 61, ptr %174, align 1
  br label %175

175:                                              ; preds = %126, %121
  br label %176

176:                                              ; preds = %175, %86
  %177 = load ptr, ptr %6, align 8
  %178 = load i64, ptr %7, align 8
  %179 = getelementptr inbounds i8, ptr %177, i64 %178
  store i8 0, ptr %179, align 1
  %180 = load i64, ptr %7, align 8
  ret i64 %180
}

declare dso_local i64 @strlen(ptr noundef) #1

declare dso_local i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #1

declare dso_local void @abort() #1

declare dso_local i32 @putchar(i32 noundef) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @decode(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i8, align 1
  %13 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %14 = load ptr, ptr %4, align 8
  %15 = call i64 @strlen(ptr noundef %14) #2
  store i64 %15, ptr %6, align 8
  %16 = load i64, ptr %6, align 8
  %17 = urem i64 %16, 4
  %18 = icmp ne i64 %17, 0
  br i1 %18, label %19, label %20

19:                                               ; preds = %2
  store i32 -1, ptr %3, align 4
  br label %110

20:                                               ; preds = %2
  store i32 0, ptr %7, align 4
  store i64 0, ptr %8, align 8
  br label %21

21:                                               ; preds = %105, %20
  %22 = load i64, ptr %8, align 8
  %23 = load i64, ptr %6, align 8
  %24 = icmp ult i64 %22, %23
  br i1 %24, label %25, label %108

25:                                               ; preds = %21
  store i32 0, ptr %9, align 4
  store i32 0, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %26

26:                                               ; preds = %70, %25
  %27 = load i32, ptr %11, align 4
  %28 = icmp slt i32 %27, 4
  br i1 %28, label %29, label %73

29:                                               ; preds = %26
  %30 = load ptr, ptr %4, align 8
  %31 = load i64, ptr %8, align 8
  %32 = load i32, ptr %11, align 4
  %33 = sext i32 %32 to i64
  %34 = add i64 %31, %33
  %35 = getelementptr inbounds i8, ptr %30, i64 %34
  %36 = load i8, ptr %35, align 1
  store i8 %36, ptr %12, align 1
  %37 = load i8, ptr %12, align 1
  %38 = zext i8 %37 to i32
  %39 = icmp eq i32 %38, 61
  br i1 %39, label %40, label %51

40:                                               ; preds = %29
  %41 = load i64, ptr %8, align 8
  %42 = add i64 %41, 4
  %43 = load i64, ptr %6, align 8
  %44 = icmp eq i64 %42, %43
  br i1 %44, label %45, label %51

45:                                               ; preds = %40
  %46 = load i32, ptr %11, align 4
  %47 = icmp sge i32 %46, 2
  br i1 %47, label %48, label %51

48:                                               ; preds = %45
  %49 = load i32, ptr %9, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %9, align 4
  store i32 0, ptr %13, align 4
  br label %65

51:                                               ; preds = %45, %40, %29
  %52 = load i32, ptr %9, align 4
  %53 = icmp ne i32 %52, 0
  br i1 %53, label %54, label %55

54:                                               ; preds = %51
  store i32 -1, ptr %3, align 4
  br label %110

55:                                               ; preds = %51
  %56 = load i8, ptr %12, align 1
  %57 = zext i8 %56 to i64
  %58 = getelementptr inbounds [256 x i8], ptr @rev, i64 0, i64 %57
  %59 = load i8, ptr %58, align 1
  %60 = sext i8 %59 to i32
  store i32 %60, ptr %13, align 4
  %61 = load i32, ptr %13, align 4
  %62 = icmp slt i32 %61, 0
  br i1 %62, label %63, label %64

63:                                               ; preds = %55
  store i32 -1, ptr %3, align 4
  br label %110

64:                                               ; preds = %55
  br label %65

65:                                               ; preds = %64, %48
  %66 = load i32, ptr %10, align 4
  %67 = shl i32 %66, 6
  %68 = load i32, ptr %13, align 4
  %69 = or i32 %67, %68
  store i32 %69, ptr %10, align 4
  br label %70

70:                                               ; preds = %65
  %71 = load i32, ptr %11, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %11, align 4
  br label %26, !llvm.loop !12

73:                                               ; preds = %26
  %74 = load i32, ptr %10, align 4
  %75 = lshr i32 %74, 16
  %76 = trunc i32 %75 to i8
  %77 = load ptr, ptr %5, align 8
  %78 = load i32, ptr %7, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %7, align 4
  %80 = sext i32 %78 to i64
  %81 = getelementptr inbounds i8, ptr %77, i64 %80
  store i8 %76, ptr %81, align 1
  %82 = load i32, ptr %9, align 4
  %83 = icmp slt i32 %82, 2
  br i1 %83, label %84, label %93

84:                                               ; preds = %73
  %85 = load i32, ptr %10, align 4
  %86 = lshr i32 %85, 8
  %87 = trunc i32 %86 to i8
  %88 = load ptr, ptr %5, align 8
  %89 = load i32, ptr %7, align 4
  %90 = add nsw i32 %89, 1
  store i32 %90, ptr %7, align 4
  %91 = sext i32 %89 to i64
  %92 = getelementptr inbounds i8, ptr %88, i64 %91
  store i8 %87, ptr %92, align 1
  br label %93

93:                                               ; preds = %84, %73
  %94 = load i32, ptr %9, align 4
  %95 = icmp slt i32 %94, 1
  br i1 %95, label %96, label %104

96:                                               ; preds = %93
  %97 = load i32, ptr %10, align 4
  %98 = trunc i32 %97 to i8
  %99 = load ptr, ptr %5, align 8
  %100 = load i32, ptr %7, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr %7, align 4
  %102 = sext i32 %100 to i64
  %103 = getelementptr inbounds i8, ptr %99, i64 %102
  store i8 %98, ptr %103, align 1
  br label %104

104:                                              ; preds = %96, %93
  br label %105

105:                                              ; preds = %104
  %106 = load i64, ptr %8, align 8
  %107 = add i64 %106, 4
  store i64 %107, ptr %8, align 8
  br label %21, !llvm.loop !13

108:                                              ; preds = %21
  %109 = load i32, ptr %7, align 4
  store i32 %109, ptr %3, align 4
  br label %110

110:                                              ; preds = %108, %63, %54, %19
  %111 = load i32, ptr %3, align 4
  ret i32 %111
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
