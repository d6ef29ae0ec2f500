; ModuleID = 'state_machine.c'
source_filename = "state_machine.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@program = internal constant [214 x i8] c"int main(void) { int x = 0x1F + 42; /* block * comment */\0A  // line comment\0A  char *s = \22a \\\22quoted\\\22 string\\n\22;\0A  while (x > 0) { x = x - 3; if (x == 7) break; }\0A  return x * 0xff / 12 + foo_bar9(s, 0x0, 777);\0A}\0A\00", align 16
@counts = internal global [6 x i32] zeroinitializer, align 16
@num_sum = internal global i32 0, align 4
@main.cands = internal global [15 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14], align 16
@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"-12\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"+3.25\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"1e10\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"6.02E-23\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"-.5\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"1.\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"e5\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"--1\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"12a\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"3.14159\00", align 1
@.str.11 = private unnamed_addr constant [2 x i8] c"+\00", align 1
@.str.12 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"7e+\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"42E+7\00", align 1
@h = internal global i32 -2128831035, align 4
@trans = internal constant [9 x [5 x i8]] [[5 x i8] c"\02\01\09\09\09", [5 x i8] c"\02\09\09\09\09", [5 x i8] c"\02\09\03\05\09", [5 x i8] c"\04\09\09\09\09", [5 x i8] c"\04\09\09\05\09", [5 x i8] c"\07\06\09\09\09", [5 x i8] c"\07\09\09\09\09", [5 x i8] c"\07\09\09\09\09", [5 x i8] c"\09\09\09\09\09"], align 16

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  br label %5

5:                                                ; preds = %12, %0
  %6 = load i32, ptr %1, align 4
  %7 = icmp slt i32 %6, 4
  br i1 %7, label %8, label %15

8:                                                ; preds = %5
  %9 = load i32, ptr %1, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds i8, ptr @program, i64 %10
  call void @lex(ptr noundef %11) #1
  br label %12

12:                                               ; preds = %8
  %13 = load i32, ptr %1, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr %1, align 4
  br label %5, !llvm.loop !2

15:                                               ; preds = %5
  store i32 0, ptr %2, align 4
  br label %16

16:                                               ; preds = %24, %15
  %17 = load i32, ptr %2, align 4
  %18 = icmp slt i32 %17, 6
  br i1 %18, label %19, label %27

19:                                               ; preds = %16
  %20 = load i32, ptr %2, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [6 x i32], ptr @counts, i64 0, i64 %21
  %23 = load i32, ptr %22, align 4
  call void @mix(i32 noundef %23) #1
  br label %24

24:                                               ; preds = %19
  %25 = load i32, ptr %2, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %2, align 4
  br label %16, !llvm.loop !4

27:                                               ; preds = %16
  %28 = load i32, ptr @num_sum, align 4
  call void @mix(i32 noundef %28) #1
  store i32 0, ptr %3, align 4
  br label %29

29:                                               ; preds = %50, %27
  %30 = load i32, ptr %3, align 4
  %31 = icmp slt i32 %30, 10
  br i1 %31, label %32, label %53

32:                                               ; preds = %29
  store i32 0, ptr %4, align 4
  br label %33

33:                                               ; preds = %46, %32
  %34 = load i32, ptr %4, align 4
  %35 = zext i32 %34 to i64
  %36 = icmp ult i64 %35, 15
  br i1 %36, label %37, label %49

37:                                               ; preds = %33
  %38 = load i32, ptr %4, align 4
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds [15 x ptr], ptr @main.cands, i64 0, i64 %39
  %41 = load ptr, ptr %40, align 8
  %42 = call i32 @accepts(ptr noundef %41) #1
  %43 = load i32, ptr %4, align 4
  %44 = and i32 %43, 15
  %45 = shl i32 %42, %44
  call void @mix(i32 noundef %45) #1
  br label %46

46:                                               ; preds = %37
  %47 = load i32, ptr %4, align 4
  %48 = add i32 %47, 1
  store i32 %48, ptr %4, align 4
  br label %33, !llvm.loop !5

49:                                               ; preds = %33
  br label %50

50:                                               ; preds = %49
  %51 = load i32, ptr %3, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %3, align 4
  br label %29, !llvm.loop !6

53:                                               ; preds = %29
  %54 = load i32, ptr @h, align 4
  %55 = and i32 %54, 2147483647
  ret i32 %55
}

; Function Attrs: noinline nounwind optnone
define internal void @lex(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  %8 = load ptr, ptr %2, align 8
  store ptr %8, ptr %4, align 8
  store i32 0, ptr %5, align 4
  %9 = load ptr, ptr %2, align 8
  store ptr %9, ptr %6, align 8
  br label %10

10:                                               ; preds = %210, %1
  %11 = load ptr, ptr %6, align 8
  %12 = load i8, ptr %11, align 1
  %13 = zext i8 %12 to i32
  store i32 %13, ptr %7, align 4
  %14 = load i32, ptr %3, align 4
  switch i32 %14, label %209 [
    i32 0, label %15
    i32 1, label %76
    i32 2, label %90
    i32 3, label %109
    i32 4, label %110
    i32 5, label %140
    i32 6, label %158
    i32 7, label %159
    i32 8, label %174
    i32 9, label %186
    i32 10, label %196
  ]

15:                                               ; preds = %10
  %16 = load ptr, ptr %6, align 8
  store ptr %16, ptr %4, align 8
  %17 = load i32, ptr %7, align 4
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %19, label %20

19:                                               ; preds = %15
  br label %213

20:                                               ; preds = %15
  %21 = load i32, ptr %7, align 4
  %22 = call i32 @is_alpha(i32 noundef %21) #1
  %23 = icmp ne i32 %22, 0
  br i1 %23, label %24, label %25

24:                                               ; preds = %20
  store i32 1, ptr %3, align 4
  br label %75

25:                                               ; preds = %20
  %26 = load i32, ptr %7, align 4
  %27 = icmp eq i32 %26, 48
  br i1 %27, label %28, label %41

28:                                               ; preds = %25
  %29 = load ptr, ptr %6, align 8
  %30 = getelementptr inbounds i8, ptr %29, i64 1
  %31 = load i8, ptr %30, align 1
  %32 = sext i8 %31 to i32
  %33 = icmp eq i32 %32, 120
  br i1 %33, label %40, label %34

34:                                               ; preds = %28
  %35 = load ptr, ptr %6, align 8
  %36 = getelementptr inbounds i8, ptr %35, i64 1
  %37 = load i8, ptr %36, align 1
  %38 = sext i8 %37 to i32
  %39 = icmp eq i32 %38, 88
  br i1 %39, label %40, label %41

40:                                               ; preds = %34, %28
  store i32 3, ptr %3, align 4
  store i32 0, ptr %5, align 4
  br label %74

41:                                               ; preds = %34, %25
  %42 = load i32, ptr %7, align 4
  %43 = call i32 @is_digit(i32 noundef %42) #1
  %44 = icmp ne i32 %43, 0
  br i1 %44, label %45, label %48

45:                                               ; preds = %41
  store i32 2, ptr %3, align 4
  %46 = load i32, ptr %7, align 4
  %47 = sub nsw i32 %46, 48
  store i32 %47, ptr %5, align 4
  br label %73

48:                                               ; preds = %41
  %49 = load i32, ptr %7, align 4
  %50 = icmp eq i32 %49, 34
  br i1 %50, label %51, label %52

51:                                               ; preds = %48
  store i32 5, ptr %3, align 4
  br label %72

52:                                               ; preds = %48
  %53 = load i32, ptr %7, align 4
  %54 = icmp eq i32 %53, 47
  br i1 %54, label %55, label %56

55:                                               ; preds = %52
  store i32 7, ptr %3, align 4
  br label %71

56:                                               ; preds = %52
  %57 = load i32, ptr %7, align 4
  %58 = icmp eq i32 %57, 32
  br i1 %58, label %65, label %59

59:                                               ; preds = %56
  %60 = load i32, ptr %7, align 4
  %61 = icmp eq i32 %60, 10
  br i1 %61, label %65, label %62

62:                                               ; preds = %59
  %63 = load i32, ptr %7, align 4
  %64 = icmp eq i32 %63, 9
  br i1 %64, label %65, label %66

65:                                               ; preds = %62, %59, %56
  br label %70

66:                                               ; preds = %62
  %67 = load ptr, ptr %6, align 8
  %68 = load ptr, ptr %6, align 8
  %69 = getelementptr inbounds i8, ptr %68, i64 1
  call void @emit(i32 noundef 4, ptr noundef %67, ptr noundef %69) #1
  br label %70

70:                                               ; preds = %66, %65
  br label %71

71:                                               ; preds = %70, %55
  br label %72

72:                                               ; preds = %71, %51
  br label %73

73:                                               ; preds = %72, %45
  br label %74

74:                                               ; preds = %73, %40
  br label %75

75:                                               ; preds = %74, %24
  br label %209

76:                                               ; preds = %10
  %77 = load i32, ptr %7, align 4
  %78 = call i32 @is_alpha(i32 noundef %77) #1
  %79 = icmp ne i32 %78, 0
  br i1 %79, label %89, label %80

80:                                               ; preds = %76
  %81 = load i32, ptr %7, align 4
  %82 = call i32 @is_digit(i32 noundef %81) #1
  %83 = icmp ne i32 %82, 0
  br i1 %83, label %89, label %84

84:                                               ; preds = %80
  %85 = load ptr, ptr %4, align 8
  %86 = load ptr, ptr %6, align 8
  call void @emit(i32 noundef 1, ptr noundef %85, ptr noundef %86) #1
  store i32 0, ptr %3, align 4
  %87 = load ptr, ptr %6, align 8
  %88 = getelementptr inbounds i8, ptr %87, i32 -1
  store ptr %88, ptr %6, align 8
  br label %89

89:                                               ; preds = %84, %80, %76
  br label %209

90:                                               ; preds = %10
  %91 = load i32, ptr %7, align 4
  %92 = call i32 @is_digit(i32 noundef %91) #1
  %93 = icmp ne i32 %92, 0
  br i1 %93, label %94, label %100

94:                                               ; preds = %90
  %95 = load i32, ptr %5, align 4
  %96 = mul i32 %95, 10
  %97 = load i32, ptr %7, align 4
  %98 = sub nsw i32 %97, 48
  %99 = add i32 %96, %98
  store i32 %99, ptr %5, align 4
  br label %108

100:                                              ; preds = %90
  %101 = load ptr, ptr %4, align 8
  %102 = load ptr, ptr %6, align 8
  call void @emit(i32 noundef 2, ptr noundef %101, ptr noundef %102) #1
  %103 = load i32, ptr %5, align 4
  %104 = load i32, ptr @num_sum, align 4
  %105 = add i32 %104, %103
  store i32 %105, ptr @num_sum, align 4
  store i32 0, ptr %3, align 4
  %106 = load ptr, ptr %6, align 8
  %107 = getelementptr inbounds i8, ptr %106, i32 -1
  store ptr %107, ptr %6, align 8
  br label %108

108:                                              ; preds = %100, %94
  br label %209

109:                                              ; preds = %10
  store i32 4, ptr %3, align 4
  br label %209

110:                                              ; preds = %10
  %111 = load i32, ptr %7, align 4
  %112 = call i32 @is_hex(i32 noundef %111) #1
  %113 = icmp ne i32 %112, 0
  br i1 %113, label %114, label %131

114:                                              ; preds = %110
  %115 = load i32, ptr %5, align 4
  %116 = mul i32 %115, 16
  %117 = load i32, ptr %7, align 4
  %118 = call i32 @is_digit(i32 noundef %117) #1
  %119 = icmp ne i32 %118, 0
  br i1 %119, label %120, label %123

120:                                              ; preds = %114
  %121 = load i32, ptr %7, align 4
  %122 = sub nsw i32 %121, 48
  br label %128

123:                                              ; preds = %114
  %124 = load i32, ptr %7, align 4
  %125 = or i32 %124, 32
  %126 = sub nsw i32 %125, 97
  %127 = add nsw i32 %126, 10
  br label %128

128:                                              ; preds = %123, %120
  %129 = phi i32 [ %122, %120 ], [ %127, %123 ]
  %130 = add i32 %116, %129
  store i32 %130, ptr %5, align 4
  br label %139

131:                                              ; preds = %110
  %132 = load ptr, ptr %4, align 8
  %133 = load ptr, ptr %6, align 8
  call void @emit(i32 noundef 2, ptr noundef %132, ptr noundef %133) #1
  %134 = load i32, ptr %5, align 4
  %135 = load i32, ptr @num_sum, align 4
  %136 = add i32 %135, %134
  store i32 %136, ptr @num_sum, align 4
  store i32 0, ptr %3, align 4
  %137 = load ptr, ptr %6, align 8
  %138 = getelementptr inbounds i8, ptr %137, i32 -1
  store ptr %138, ptr %6, align 8
  br label %139

139:                                              ; preds = %131, %128
  br label %209

140:                                              ; preds = %10
  %141 = load i32, ptr %7, align 4
  %142 = icmp eq i32 %141, 92
  br i1 %142, label %143, label %144

143:                                              ; preds = %140
  store i32 6, ptr %3, align 4
  br label %157

144:                                              ; preds = %140
  %145 = load i32, ptr %7, align 4
  %146 = icmp eq i32 %145, 34
  br i1 %146, label %147, label %151

147:                                              ; preds = %144
  %148 = load ptr, ptr %4, align 8
  %149 = load ptr, ptr %6, align 8
  %150 = getelementptr inbounds i8, ptr %149, i64 1
  call void @emit(i32 noundef 3, ptr noundef %148, ptr noundef %150) #1
  store i32 0, ptr %3, align 4
  br label %156

151:                                              ; preds = %144
  %152 = load i32, ptr %7, align 4
  %153 = icmp eq i32 %152, 0
  br i1 %153, label %154, label %155

154:                                              ; preds = %151
  br label %213

155:                                              ; preds = %151
  br label %156

156:                                              ; preds = %155, %147
  br label %157

157:                                              ; preds = %156, %143
  br label %209

158:                                              ; preds = %10
  store i32 5, ptr %3, align 4
  br label %209

159:                                              ; preds = %10
  %160 = load i32, ptr %7, align 4
  %161 = icmp eq i32 %160, 47
  br i1 %161, label %162, label %163

162:                                              ; preds = %159
  store i32 8, ptr %3, align 4
  br label %173

163:                                              ; preds = %159
  %164 = load i32, ptr %7, align 4
  %165 = icmp eq i32 %164, 42
  br i1 %165, label %166, label %167

166:                                              ; preds = %163
  store i32 9, ptr %3, align 4
  br label %172

167:                                              ; preds = %163
  %168 = load ptr, ptr %4, align 8
  %169 = load ptr, ptr %6, align 8
  call void @emit(i32 noundef 4, ptr noundef %168, ptr noundef %169) #1
  store i32 0, ptr %3, align 4
  %170 = load ptr, ptr %6, align 8
  %171 = getelementptr inbounds i8, ptr %170, i32 -1
  store ptr %171, ptr %6, align 8
  br label %172

172:                                              ; preds = %167, %166
  br label %173

173:                                              ; preds = %172, %162
  br label %209

174:                                              ; preds = %10
  %175 = load i32, ptr %7, align 4
  %176 = icmp eq i32 %175, 10
  br i1 %176, label %180, label %177

177:                                              ; preds = %174
  %178 = load i32, ptr %7, align 4
  %179 = icmp eq i32 %178, 0
  br i1 %179, label %180, label %185

180:                                              ; preds = %177, %174
  %181 = load ptr, ptr %4, align 8
  %182 = load ptr, ptr %6, align 8
  call void @emit(i32 noundef 5, ptr noundef %181, ptr noundef %182) #1
  store i32 0, ptr %3, align 4
  %183 = load ptr, ptr %6, align 8
  %184 = getelementptr inbounds i8, ptr %183, i32 -1
  store ptr %184, ptr %6, align 8
  br label %185

185:                                              ; preds = %180, %177
  br label %209

186:                                              ; preds = %10
  %187 = load i32, ptr %7, align 4
  %188 = icmp eq i32 %187, 42
  br i1 %188, label %189, label %190

189:                                              ; preds = %186
  store i32 10, ptr %3, align 4
  br label %195

190:                                              ; preds = %186
  %191 = load i32, ptr %7, align 4
  %192 = icmp eq i32 %191, 0
  br i1 %192, label %193, label %194

193:                                              ; preds = %190
  br label %213

194:                                              ; preds = %190
  br label %195

195:                                              ; preds = %194, %189
  br label %209

196:                                              ; preds = %10
  %197 = load i32, ptr %7, align 4
  %198 = icmp eq i32 %197, 47
  br i1 %198, label %199, label %203

199:                                              ; preds = %196
  %200 = load ptr, ptr %4, align 8
  %201 = load ptr, ptr %6, align 8
  %202 = getelementptr inbounds i8, ptr %201, i64 1
  call void @emit(i32 noundef 5, ptr noundef %200, ptr noundef %202) #1
  store i32 0, ptr %3, align 4
  br label %208

203:                                              ; preds = %196
  %204 = load i32, ptr %7, align 4
  %205 = icmp ne i32 %204, 42
  br i1 %205, label %206, label %207

206:                                              ; preds = %203
  store i32 9, ptr %3, align 4
  br label %207

207:                                              ; preds = %206, %203
  br label %208

208:                                              ; preds = %207, %199
  br label %209

209:                                              ; preds = %10, %208, %195, %185, %173, %158, %157, %139, %109, %108, %89, %75
  br label %210

210:                                              ; preds = %209
  %211 = load ptr, ptr %6, align 8
  %212 = getelementptr inbounds i8, ptr %211, i32 1
  store ptr %212, ptr %6, align 8
  br label %10

213:                                              ; preds = %193, %154, %19
  ret void
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
define internal i32 @accepts(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %26, %1
  %5 = load ptr, ptr %2, align 8
  %6 = load i8, ptr %5, align 1
  %7 = sext i8 %6 to i32
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %12

9:                                                ; preds = %4
  %10 = load i32, ptr %3, align 4
  %11 = icmp ne i32 %10, 9
  br label %12

12:                                               ; preds = %9, %4
  %13 = phi i1 [ false, %4 ], [ %11, %9 ]
  br i1 %13, label %14, label %29

14:                                               ; preds = %12
  %15 = load i32, ptr %3, align 4
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds [9 x [5 x i8]], ptr @trans, i64 0, i64 %16
  %18 = load ptr, ptr %2, align 8
  %19 = load i8, ptr %18, align 1
  %20 = zext i8 %19 to i32
  %21 = call i32 @char_class(i32 noundef %20) #1
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [5 x i8], ptr %17, i64 0, i64 %22
  %24 = load i8, ptr %23, align 1
  %25 = zext i8 %24 to i32
  store i32 %25, ptr %3, align 4
  br label %26

26:                                               ; preds = %14
  %27 = load ptr, ptr %2, align 8
  %28 = getelementptr inbounds i8, ptr %27, i32 1
  store ptr %28, ptr %2, align 8
  br label %4, !llvm.loop !7

29:                                               ; preds = %12
  %30 = load i32, ptr %3, align 4
  %31 = icmp ult i32 %30, 8
  br i1 %31, label %32, label %37

32:                                               ; preds = %29
  %33 = load i32, ptr %3, align 4
  %34 = ashr i32 148, %33
  %35 = and i32 %34, 1
  %36 = icmp ne i32 %35, 0
  br label %37

37:                                               ; preds = %32, %29
  %38 = phi i1 [ false, %29 ], [ %36, %32 ]
  %39 = zext i1 %38 to i32
  ret i32 %39
}

; Function Attrs: noinline nounwind optnone
define internal i32 @is_alpha(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp sge i32 %3, 97
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4
  %7 = icmp sle i32 %6, 122
  br i1 %7, label %17, label %8

8:                                                ; preds = %5, %1
  %9 = load i32, ptr %2, align 4
  %10 = icmp sge i32 %9, 65
  br i1 %10, label %11, label %14

11:                                               ; preds = %8
  %12 = load i32, ptr %2, align 4
  %13 = icmp sle i32 %12, 90
  br i1 %13, label %17, label %14

14:                                               ; preds = %11, %8
  %15 = load i32, ptr %2, align 4
  %16 = icmp eq i32 %15, 95
  br label %17

17:                                               ; preds = %14, %11, %5
  %18 = phi i1 [ true, %11 ], [ true, %5 ], [ %16, %14 ]
  %19 = zext i1 %18 to i32
  ret i32 %19
}

; Function Attrs: noinline nounwind optnone
define internal i32 @is_digit(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp sge i32 %3, 48
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4
  %7 = icmp sle i32 %6, 57
  br label %8

8:                                                ; preds = %5, %1
  %9 = phi i1 [ false, %1 ], [ %7, %5 ]
  %10 = zext i1 %9 to i32
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone
define internal void @emit(i32 noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %9 = load i32, ptr %4, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [6 x i32], ptr @counts, i64 0, i64 %10
  %12 = load i32, ptr %11, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr %11, align 4
  %14 = load i32, ptr %4, align 4
  store i32 %14, ptr %7, align 4
  %15 = load ptr, ptr %5, align 8
  store ptr %15, ptr %8, align 8
  br label %16

16:                                               ; preds = %27, %3
  %17 = load ptr, ptr %8, align 8
  %18 = load ptr, ptr %6, align 8
  %19 = icmp ult ptr %17, %18
  br i1 %19, label %20, label %30

20:                                               ; preds = %16
  %21 = load i32, ptr %7, align 4
  %22 = mul i32 %21, 33
  %23 = load ptr, ptr %8, align 8
  %24 = load i8, ptr %23, align 1
  %25 = zext i8 %24 to i32
  %26 = add i32 %22, %25
  store i32 %26, ptr %7, align 4
  br label %27

27:                                               ; preds = %20
  %28 = load ptr, ptr %8, align 8
  %29 = getelementptr inbounds i8, ptr %28, i32 1
  store ptr %29, ptr %8, align 8
  br label %16, !llvm.loop !8

30:                                               ; preds = %16
  %31 = load i32, ptr %7, align 4
  call void @mix(i32 noundef %31) #1
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @is_hex(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 @is_digit(i32 noundef %3) #1
  %5 = icmp ne i32 %4, 0
  br i1 %5, label %20, label %6

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = icmp sge i32 %7, 97
  br i1 %8, label %9, label %12

9:                                                ; preds = %6
  %10 = load i32, ptr %2, align 4
  %11 = icmp sle i32 %10, 102
  br i1 %11, label %20, label %12

12:                                               ; preds = %9, %6
  %13 = load i32, ptr %2, align 4
  %14 = icmp sge i32 %13, 65
  br i1 %14, label %15, label %18

15:                                               ; preds = %12
  %16 = load i32, ptr %2, align 4
  %17 = icmp sle i32 %16, 70
  br label %18

18:                                               ; preds = %15, %12
  %19 = phi i1 [ false, %12 ], [ %17, %15 ]
  br label %20

20:                                               ; preds = %18, %9, %1
  %21 = phi i1 [ true, %9 ], [ true, %1 ], [ %19, %18 ]
  %22 = zext i1 %21 to i32
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone
define internal i32 @char_class(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  %5 = call i32 @is_digit(i32 noundef %4) #1
  %6 = icmp ne i32 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %1
  store i32 0, ptr %2, align 4
  br label %27

8:                                                ; preds = %1
  %9 = load i32, ptr %3, align 4
  %10 = icmp eq i32 %9, 43
  br i1 %10, label %14, label %11

11:                                               ; preds = %8
  %12 = load i32, ptr %3, align 4
  %13 = icmp eq i32 %12, 45
  br i1 %13, label %14, label %15

14:                                               ; preds = %11, %8
  store i32 1, ptr %2, align 4
  br label %27

15:                                               ; preds = %11
  %16 = load i32, ptr %3, align 4
  %17 = icmp eq i32 %16, 46
  br i1 %17, label %18, label %19

18:                                               ; preds = %15
  store i32 2, ptr %2, align 4
  br label %27

19:                                               ; preds = %15
  %20 = load i32, ptr %3, align 4
  %21 = icmp eq i32 %20, 101
  br i1 %21, label %25, label %22

22:                                               ; preds = %19
  %23 = load i32, ptr %3, align 4
  %24 = icmp eq i32 %23, 69
  br i1 %24, label %25, label %26

25:                                               ; preds = %22, %19
  store i32 3, ptr %2, align 4
  br label %27

26:                                               ; preds = %22
  store i32 4, ptr %2, align 4
  br label %27

27:                                               ; preds = %26, %25, %18, %14, %7
  %28 = load i32, ptr %2, align 4
  ret i32 %28
}

attributes #0 = { noinline nounwind optnone "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nobuiltin "no-builtins" }

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
